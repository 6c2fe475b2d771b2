import type { FastifyInstance } from 'fastify';
import * as offerWalls from '#common/api/offer-walls.ts';
import type { Env } from '#server/config/env.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { daysToWait } from '#server/offer-walls/cooldown.ts';
import { offerWallsFor } from '#server/offer-walls/walls.ts';

/** The signed-in user's offer walls and each wall's pause after a reversal (docs/product.md#get-more-gems). */
export function offerWallRoutes(app: FastifyInstance, { db, walls }: { db: Db; walls: Env['offerWalls'] }): void {
  registerRoute(app, offerWalls.getOfferWalls, (request) => offerWallsFor(db, walls, request.user.id));
  registerRoute(app, offerWalls.getTheoremReachCooldown, async (request) => ({ daysToWait: await daysToWait(db, request.user.id, 'theoremreach') }));
  registerRoute(app, offerWalls.getAyetStudiosCooldown, async (request) => ({ daysToWait: await daysToWait(db, request.user.id, 'ayetstudios') }));
}
