import type { ReactNode } from 'react';
import { GemIcon, type IconProps } from '#client/components/icons.tsx';

/** A decorative 24×24 line icon in the app's icon style; label its button or text instead. */
function LineIcon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A tick: a check that passed. */
export const CheckIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);

/** A cross: a check that failed. */
export const CrossIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);

/** A waste bin: delete or discard. */
export const TrashIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
  </LineIcon>
);

/** A plus: one more. */
export const PlusIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

/** A minus: one fewer. */
export const MinusIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12h14" />
  </LineIcon>
);

/** A bookmark: saved. */
export const BookmarkIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M7 4h10v16l-5-3.5L7 20z" />
  </LineIcon>
);

/** A gem price: the gem icon and "N gems" (one gem, several gems). */
export function GemPrice({ gems, className }: { gems: number; className?: string }) {
  return (
    <span className={className ? `gem-price ${className}` : 'gem-price'}>
      <GemIcon size={18} />
      {gems} {gems === 1 ? 'gem' : 'gems'}
    </span>
  );
}
