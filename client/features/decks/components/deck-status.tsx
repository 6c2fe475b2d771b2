import type { DeckModel } from '../model.ts';
import { CoinPrice, LockMark } from './marks.tsx';

/** "Free" or "Unlocked" for a deck the user has; for a locked one, a lock and its price in coins. */
export function DeckStatus({ deck }: { deck: Pick<DeckModel, 'locked' | 'price'> }) {
  if (!deck.locked) {
    return <span className="deck-status deck-status-open">{deck.price === 0 ? 'Free' : 'Unlocked'}</span>;
  }
  return (
    <span className="deck-status deck-status-locked">
      <LockMark size={16} />
      <CoinPrice coins={deck.price} />
    </span>
  );
}
