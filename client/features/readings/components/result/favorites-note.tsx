import { HeartIcon } from '#client/components/icons.tsx';
import type { ReadingCard } from '#common/domain/reading-cards.ts';

/** Props of {@link FavoritesNote}. */
export interface FavoritesNoteProps {
  cards: readonly ReadingCard[];
  favorites: ReadonlySet<string>;
  /** Brings a card's answer into view. */
  onSelect: (index: number) => void;
}

/** "2 of your favorite cards came up", or "1 of your favorite cards came up". */
export const favoritesLine = (count: number): string => `${count} of your favorite ${count === 1 ? 'card' : 'cards'} came up`;

/**
 * With the favorites preference on: how many of the user's favorite cards came up, each named
 * as a link to its answer, so the reading dwells on them. Nothing when none came up.
 */
export function FavoritesNote({ cards, favorites, onSelect }: FavoritesNoteProps) {
  const chosen = cards.filter((item) => favorites.has(item.answer.cardId));
  if (chosen.length === 0) return null;
  return (
    <aside className="favorites-note" aria-label="Your favorite cards">
      <HeartIcon filled size={18} className="favorites-note-icon" />
      <p className="mb-0">
        <strong>{favoritesLine(chosen.length)}</strong>
        {': '}
        {chosen.map((item, position) => (
          <span key={item.answer.answerUuid}>
            {position > 0 && (position === chosen.length - 1 ? ' and ' : ', ')}
            <button type="button" className="btn btn-link favorites-note-link" onClick={() => onSelect(item.index)}>
              {item.card.name}
            </button>
          </span>
        ))}
        .
      </p>
    </aside>
  );
}
