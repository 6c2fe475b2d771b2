/** Gray shapes where a reading will be, while it loads, with `cards` placeholder cards. */
export function ResultSkeleton({ cards }: { cards: number }) {
  return (
    <div className="result-page placeholder-glow" role="status">
      <span className="visually-hidden">Loading your reading…</span>
      <div aria-hidden="true">
        <span className="placeholder col-4 mb-2 d-block" />
        <span className="placeholder col-8 placeholder-lg mb-3 d-block" />
        <span className="placeholder col-12 mb-1 d-block" />
        <span className="placeholder col-10 mb-4 d-block" />
        <div className="result-skeleton-cards">
          {Array.from({ length: cards }, (_, key) => (
            <span key={key} className="placeholder result-skeleton-card" />
          ))}
        </div>
      </div>
    </div>
  );
}
