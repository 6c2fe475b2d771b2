import type { FastifyInstance } from 'fastify';
import { claimDailyGift, getDailyGift } from '#common/api/daily-gift.ts';
import { getGemProgress, getPoints, sellGems } from '#common/api/points.ts';
import { gemProgress } from '#common/domain/gem-progress.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { claimDailyGift as claim, dailyGiftFor } from '#server/points/daily-gift.ts';
import { loadPoints } from '#server/points/load-points.ts';
import { sellGems as sell } from '#server/points/sell-gems.ts';
import { admit, type WindowLimit } from '#server/security/rate-limit.ts';

/** Sales per user: a sale is one short transaction, but each writes a ledger row; far above what a person clicks. */
export const SALES_PER_USER: WindowLimit = { name: 'gem-sales', limit: 30, windowMs: 60_000 };

/**
 * Daily gift claims per user: one a day applies and the rest change nothing, but each is a transaction; a person
 * clicks once, a second tab or a retry a few times more.
 */
export const DAILY_GIFT_CLAIMS_PER_USER: WindowLimit = { name: 'daily-gift-claims', limit: 10, windowMs: 60_000 };

/** The points record, how far the next gem has regenerated, selling gems for coins, and the daily gift. */
export function pointsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, getPoints, (request) => loadPoints(db, request.user.id));
  registerRoute(app, getGemProgress, async (request) => gemProgress(await loadPoints(db, request.user.id), Date.now()));
  registerRoute(app, sellGems, async (request) => {
    await admit(db, [[SALES_PER_USER, request.user.id]]);
    return sell(db, request.user.id, request.query.gemsToSell);
  });
  registerRoute(app, getDailyGift, (request) => dailyGiftFor(db, request.user.id));
  registerRoute(app, claimDailyGift, async (request) => {
    await admit(db, [[DAILY_GIFT_CLAIMS_PER_USER, request.user.id]]);
    return claim(db, request.user.id);
  });
}
