/** Gray shapes where the reading form will be, while spreads, decks and costs load. */
export function ReadingFormSkeleton() {
  return (
    <div className="reading-form placeholder-glow" role="status">
      <span className="visually-hidden">Loading the reading form…</span>
      <div className="reading-form-main" aria-hidden="true">
        <div className="reading-section">
          <span className="placeholder col-4 placeholder-lg mb-3 d-block" />
          <span className="placeholder col-12 reading-skeleton-block" />
        </div>
        <div className="reading-section">
          <span className="placeholder col-3 placeholder-lg mb-3 d-block" />
          <div className="spread-options">
            {[1, 2, 3, 4].map((key) => (
              <span key={key} className="placeholder reading-skeleton-tile" />
            ))}
          </div>
        </div>
      </div>
      <div className="reading-form-aside" aria-hidden="true">
        <div className="reading-section">
          <span className="placeholder col-3 placeholder-lg mb-3 d-block" />
          <span className="placeholder col-12 reading-skeleton-block" />
        </div>
        <span className="placeholder col-12 reading-skeleton-block" />
      </div>
    </div>
  );
}
