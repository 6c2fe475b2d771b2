import { and, eq } from 'drizzle-orm';
import { parseDeckCardId } from '#common/cards/decks.ts';
import type { Db } from '#server/db/database.ts';
import { cardFavorite } from '#server/db/schema/decks.ts';
import { unlockedDeckIds } from '#server/decks/deck-views.ts';
import { badRequest } from '#server/http/errors.ts';

/**
 * Marks a card as a favorite, or unmarks it. Only cards of decks the user has unlocked (docs/product.md#locked-decks-and-cards).
 * Both are idempotent.
 * @throws HttpError 400 for an unknown card or a card of a locked deck.
 */
export async function setFavorite(db: Db, userId: string, cardId: string, favorite: boolean): Promise<void> {
  const found = parseDeckCardId(cardId);
  if (!found) throw badRequest(`There is no card ${cardId}.`, 'id');
  if (!(await unlockedDeckIds(db, userId)).has(found.deck.id)) {
    throw badRequest(`${found.card.name} belongs to the locked ${found.deck.name} deck: unlock the deck to favorite its cards.`, 'id');
  }
  if (favorite) {
    await db.insert(cardFavorite).values({ userId, cardId }).onConflictDoNothing();
  } else {
    await db.delete(cardFavorite).where(and(eq(cardFavorite.userId, userId), eq(cardFavorite.cardId, cardId)));
  }
}
