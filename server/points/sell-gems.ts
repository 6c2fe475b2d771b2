import { randomUUID } from 'node:crypto';
import type { Points } from '#common/api/points.ts';
import type { Db } from '#server/db/database.ts';
import { badRequest } from '#server/http/errors.ts';
import { regenerateLocked } from './charge-gems.ts';
import { applyLedgerEntry } from './ledger.ts';

/**
 * Sells `gemsToSell` regular gems for as many coins (docs/product.md#get-more-gems), in one transaction: the balance
 * is regenerated under the row lock first, so the bound is the balance the user sees, and two sales at once are
 * checked one after the other. Extra gems are never sold.
 * @returns the points record after the sale.
 * @throws HttpError 400 naming `gemsToSell` when it is more than the regular gems; nothing changes then.
 */
export async function sellGems(db: Db, userId: string, gemsToSell: number, now = new Date()): Promise<Points> {
  return db.transaction(async (tx) => {
    const balance = await regenerateLocked(tx, userId, now);
    if (gemsToSell > balance.points) {
      throw badRequest(`You have only ${balance.points} ${balance.points === 1 ? 'gem' : 'gems'} to sell.`, 'gemsToSell');
    }
    // Every sale is its own change: a GET carries no key of the client's, and the row lock already orders repeats.
    const { balance: after } = await applyLedgerEntry(tx, { userId, kind: 'sell', idempotencyKey: `sell:${randomUUID()}`, points: -gemsToSell, coins: gemsToSell });
    return after;
  });
}
