/**
 * Gray shapes where a reading will be, while it loads, with `cards` placeholder cards: laid out as the page lays it
 * (a short header, the cards, then the answers' text), so nothing jumps when it arrives.
 */
export function ResultSkeleton({ cards }: { cards: number }) {
  return (
    <div className="result-page placeholder-glow" role="status">
      <span className="visually-hidden">Loading your reading…</span>
      <div aria-hidden="true">
        <div className="result-skeleton-header">
          <span className="placeholder col-4 mb-2 d-block" />
          <span className="placeholder col-7 placeholder-lg d-block" />
        </div>
        <div className="result-skeleton-cards">
          {Array.from({ length: cards }, (_, key) => (
            <span key={key} className="placeholder result-skeleton-card" />
          ))}
        </div>
        <div className="result-skeleton-text">
          <span className="placeholder col-12 mb-1 d-block" />
          <span className="placeholder col-10 mb-1 d-block" />
          <span className="placeholder col-8 d-block" />
        </div>
      </div>
    </div>
  );
}
