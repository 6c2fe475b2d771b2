/** Gray shapes where a deck's details will be, while they load. */
export function DeckDetailsSkeleton() {
  return (
    <div className="deck-details placeholder-glow" role="status">
      <span className="visually-hidden">Loading the deck…</span>
      <div className="deck-hero" aria-hidden="true">
        <div className="deck-hero-stage placeholder" />
        <div className="deck-hero-text">
          <span className="placeholder col-3 mb-2" />
          <span className="placeholder col-6 placeholder-lg mb-3" />
          <span className="placeholder col-10 mb-1" />
          <span className="placeholder col-8 mb-4" />
          <span className="placeholder col-5 placeholder-lg" />
        </div>
      </div>
    </div>
  );
}
