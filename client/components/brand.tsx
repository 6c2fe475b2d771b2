/** The Arcana mark: a star inside a crescent. Decorative. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="brand-mark">
      <circle cx="16" cy="16" r="15" className="brand-mark-disc" />
      <path d="M21 7.5a9.5 9.5 0 1 0 0 17 8 8 0 1 1 0-17z" className="brand-mark-moon" />
      <path d="M21.5 12l1 2.6 2.7.2-2.1 1.7.7 2.7-2.3-1.5-2.3 1.5.7-2.7-2.1-1.7 2.7-.2z" className="brand-mark-star" />
    </svg>
  );
}

/** The "Arcana" wordmark with its mark. */
export function Wordmark({ className = '' }: { className?: string }) {
  return (
    <span className={`wordmark ${className}`}>
      <BrandMark />
      <span>Arcana</span>
    </span>
  );
}
