import type { FastifyInstance } from 'fastify';
import { tryReading } from '#common/api/try-reading.ts';
import { safetyStopFor } from '#common/safety/safety-stop.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { admit, type WindowLimit } from '#server/security/rate-limit.ts';
import { composeTryReading } from '#server/try-reading/compose-try-reading.ts';

/**
 * Try readings per client address (docs/product.md#try-a-reading): enough to get a feel for the readings,
 * few enough that the free page is no free API; an account is the way to more.
 */
export const TRY_READINGS_PER_ADDRESS: WindowLimit = { name: 'try-reading', limit: 5, windowMs: 10 * 60_000 };

/** The public try reading: no session, the app's origin proof only (docs/decisions/0007), limited per address. */
export function tryReadingRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, tryReading, async (request) => {
    // Help is never rate limited: the screen runs first, and a stopped question spends none of the visitor's try readings.
    const stop = safetyStopFor(request.body.question);
    if (stop) return stop;
    await admit(db, [[TRY_READINGS_PER_ADDRESS, request.clientKey]]);
    return composeTryReading(request.body);
  });
}
