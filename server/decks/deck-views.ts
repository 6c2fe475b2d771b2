import { eq } from 'drizzle-orm';
import type { Deck } from '#common/api/decks.ts';
import { toDeckView } from '#common/cards/deck-view.ts';
import { DECKS, FREE_DECK_ID } from '#common/cards/decks.ts';
import type { Db } from '#server/db/database.ts';
import { cardFavorite, deckUnlock } from '#server/db/schema/decks.ts';

/** The ids of the decks this user may use: the free deck and those bought. */
export async function unlockedDeckIds(db: Db, userId: string): Promise<Set<number>> {
  const rows = await db.select({ deckId: deckUnlock.deckId }).from(deckUnlock).where(eq(deckUnlock.userId, userId));
  return new Set([FREE_DECK_ID, ...rows.map((row) => row.deckId)]);
}

/** Every deck with this user's locks, and this user's favorites only. */
export async function loadDecks(db: Db, userId: string): Promise<{ decks: Deck[]; favorites: string[] }> {
  const unlocked = await unlockedDeckIds(db, userId);
  const favorites = await db.select({ cardId: cardFavorite.cardId }).from(cardFavorite).where(eq(cardFavorite.userId, userId));
  return {
    decks: DECKS.map((deck) => toDeckView(deck, !unlocked.has(deck.id))),
    favorites: favorites.map((row) => row.cardId),
  };
}
