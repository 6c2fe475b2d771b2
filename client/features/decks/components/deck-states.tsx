import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CardsIcon, HeartIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { appPaths } from '#client/paths.ts';

/** A friendly dead end for a deck id that names no deck, with the way back to the decks. */
export function DeckNotFound() {
  return (
    <NoticeCard
      icon={CardsIcon}
      title="We couldn’t find that deck"
      actions={
        <Link className="btn btn-primary" to={appPaths.decks}>
          Back to decks
        </Link>
      }
    >
      <p className="text-body-secondary mb-4">It may have been retired, or the link is mistyped. Every deck there is waits on the decks page.</p>
    </NoticeCard>
  );
}

/** Shown in place of the deck list when there are no decks to show (the decks could not be loaded). */
export function NoDecks() {
  return (
    <div className="deck-empty">
      <CardsIcon size={36} />
      <p className="mb-0">No decks to show right now. Please try again in a moment.</p>
    </div>
  );
}

/** Gray shapes where the decks will be, while they load. */
export function DeckListSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading decks…</span>
      <ul className="deck-list" aria-hidden="true">
      {[1, 2, 3].map((key) => (
        <li key={key} className="deck-tile deck-tile-skeleton placeholder-glow">
          <div className="deck-tile-stage placeholder" />
          <div className="deck-tile-body">
            <span className="placeholder col-5 placeholder-lg mb-3" />
            <span className="placeholder col-10 mb-1" />
            <span className="placeholder col-8 mb-3" />
            <span className="placeholder col-4 placeholder-lg" />
          </div>
        </li>
      ))}
      </ul>
    </div>
  );
}

/** How many card-shaped placeholders stand in for a loading grid: enough to fill a large screen. */
const SKELETON_CARDS = 18;

/** Card-shaped placeholders where a deck's cards will be, while they load. */
export function CardGridSkeleton() {
  return (
    <div className="placeholder-glow" role="status">
      <span className="visually-hidden">Loading cards…</span>
      <span className="placeholder col-6 col-md-3 placeholder-lg mb-2" aria-hidden="true" />
      <span className="placeholder col-9 col-md-5 mb-4 d-block" aria-hidden="true" />
      <ul className="deck-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="deck-grid-item">
            <span className="placeholder deck-grid-placeholder" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props of {@link NoCards}. */
export interface NoCardsProps {
  /** The favorites filter is on and the deck has no favorites at all. */
  noFavorites: boolean;
  /** Clears every filter. */
  onShowAll: () => void;
}

/** Shown in place of the grid when the filters leave no cards. */
export function NoCards({ noFavorites, onShowAll }: NoCardsProps) {
  return (
    <div className="deck-empty">
      <HeartIcon size={36} />
      <p className="mb-3">{noFavorites ? 'No favorites yet — tap the heart on a card' : 'None of your favorites match these filters.'}</p>
      <Button variant="outline-primary" onClick={onShowAll}>
        Show all cards
      </Button>
    </div>
  );
}
