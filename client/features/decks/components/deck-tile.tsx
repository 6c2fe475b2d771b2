import { useId } from 'react';
import { Link } from 'react-router';
import { appPaths } from '#client/paths.ts';
import type { DeckModel } from '../model.ts';
import { DeckFan } from './deck-fan.tsx';
import { DeckStatus } from './deck-status.tsx';

/** One deck in the deck list: its fan, name, tagline, status or price, and links to its cards and details. */
export function DeckTile({ deck }: { deck: DeckModel }) {
  const nameId = useId();
  return (
    <article className={`deck-tile deck-tile-${deck.style}`} aria-labelledby={nameId}>
      <Link to={appPaths.deckDetails(deck.id)} className="deck-tile-stage" tabIndex={-1} aria-hidden="true">
        <DeckFan deck={deck} />
      </Link>
      <div className="deck-tile-body">
        <div className="deck-tile-heading">
          <h2 id={nameId} className="h4 mb-0">
            {deck.name}
          </h2>
          <DeckStatus deck={deck} />
        </div>
        <p className="deck-tile-tagline">{deck.tagline}</p>
        <div className="deck-tile-actions">
          <Link to={appPaths.deckCards(deck.id)} className="btn btn-primary">
            View cards<span className="visually-hidden"> of the {deck.name} deck</span>
          </Link>
          <Link to={appPaths.deckDetails(deck.id)} className="btn btn-outline-primary">
            Details<span className="visually-hidden"> of the {deck.name} deck</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
