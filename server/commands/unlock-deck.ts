import { eq } from 'drizzle-orm';
import { findDeck, FREE_DECK_ID } from '#common/cards/decks.ts';
import type { Db } from '#server/db/database.ts';
import { deckUnlock } from '#server/db/schema/decks.ts';
import { points } from '#server/db/schema/points.ts';
import { badRequest } from '#server/http/errors.ts';
import { applyLedgerEntry, InsufficientBalanceError } from '#server/points/ledger.ts';
import { ensurePointsRow } from '#server/points/load-points.ts';

/**
 * Buys a deck with coins (docs/architecture.md#gems-and-the-ledger): the unlock row, the ledger entry and the balance change commit
 * together or not at all. Unlocking an unlocked deck charges nothing.
 * @returns the coins left.
 * @throws HttpError 400 for an unknown deck or too few coins (nothing changes).
 */
export async function unlockDeck(db: Db, userId: string, deckId: number): Promise<{ coins: number }> {
  const deck = findDeck(deckId);
  if (!deck) throw badRequest(`There is no deck ${deckId}.`, 'id');
  return db.transaction(async (tx) => {
    await ensurePointsRow(tx, userId);
    const coinsNow = async () => (await tx.select({ coins: points.coins }).from(points).where(eq(points.userId, userId)))[0]!.coins;
    if (deck.id === FREE_DECK_ID) return { coins: await coinsNow() };
    const added = await tx.insert(deckUnlock).values({ userId, deckId }).onConflictDoNothing().returning({ deckId: deckUnlock.deckId });
    if (added.length === 0) return { coins: await coinsNow() };
    try {
      const { balance } = await applyLedgerEntry(tx, {
        userId,
        kind: 'deck_unlock',
        idempotencyKey: `deck_unlock:${deck.id}`,
        coins: -deck.price,
        reference: `deck:${deck.id}`,
      });
      return { coins: balance.coins };
    } catch (error) {
      if (error instanceof InsufficientBalanceError) {
        throw badRequest(`Not enough coins: the ${deck.name} deck costs ${deck.price} coins and you have ${error.balance.coins}.`, 'id');
      }
      throw error;
    }
  });
}
