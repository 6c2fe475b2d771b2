import { memo, useDeferredValue, useMemo } from 'react';
import type { DeckStyle } from '#common/cards/types.ts';
import { CardArt } from '#art/card-art.tsx';
import { cardNumeral } from '#art/numerals.ts';
import { HeartIcon } from '#client/components/icons.tsx';
import type { DeckCard } from '../model.ts';
import { LockMark } from './marks.tsx';

/** Props of {@link CardGrid}. */
export interface CardGridProps {
  cards: readonly DeckCard[];
  style: DeckStyle;
  /** Every card wears a lock. */
  locked: boolean;
  /** Favourite deck card ids: those cards wear a heart. */
  favorites: ReadonlySet<string>;
  /** Called with the slug of the card chosen; keep it stable, or every card re-renders. */
  onSelect: (slug: string) => void;
}

interface GridCardProps {
  entry: DeckCard;
  style: DeckStyle;
  locked: boolean;
  favorite: boolean;
  onSelect: (slug: string) => void;
}

/**
 * One card of the grid: a button named as it reads, numeral then name ("XVII, The Star"), so the
 * name holds all its visible text (WCAG 2.5.3); the lock and heart sit beside it so they are announced too.
 */
const GridCard = memo(function GridCard({ entry, style, locked, favorite, onSelect }: GridCardProps) {
  const { card } = entry;
  return (
    <li className="deck-grid-item">
      <button type="button" className="deck-grid-card" aria-label={`${cardNumeral(card)}, ${card.name}`} onClick={() => onSelect(card.slug)}>
        <CardArt card={card} style={style} detail="compact" />
        {/* Compact art leaves the name off; the caption puts it back for sighted users. */}
        {/* The space keeps the art's numeral and the caption two words for tools that read the text. */}
        {' '}
        <span className="deck-grid-name">{card.name}</span>
      </button>
      {locked && (
        <span className="deck-grid-badge deck-grid-lock">
          <LockMark size={16} />
        </span>
      )}
      {favorite && (
        <span className="deck-grid-badge deck-grid-heart">
          <HeartIcon filled size={16} role="img" aria-label="Favorite" aria-hidden={false} />
        </span>
      )}
    </li>
  );
});

/** About two screens of cards: drawn at once, the rest follow in an interruptible background render. */
const FIRST_BATCH = 24;

/**
 * The cards of a deck in a responsive grid. Memoised with its cards, so opening a card's detail
 * (which changes the page's URL) does not redraw 78 SVGs; a favorite change redraws one card.
 * The first screens of cards come first and the rest in a deferred render, so no single task
 * draws all 78; a filter change likewise keeps the old cards up until the new ones are ready.
 */
export const CardGrid = memo(function CardGrid({ cards, style, locked, favorites, onSelect }: CardGridProps) {
  const firstBatch = useMemo(() => cards.slice(0, FIRST_BATCH), [cards]);
  const shown = useDeferredValue(cards, firstBatch);
  return (
    <ul className="deck-grid" aria-label="Cards">
      {shown.map((entry) => (
        <GridCard key={entry.id} entry={entry} style={style} locked={locked} favorite={favorites.has(entry.id)} onSelect={onSelect} />
      ))}
    </ul>
  );
});
