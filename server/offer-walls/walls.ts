import { OFFER_WALLS, type OfferWalls } from '#common/api/offer-walls.ts';
import type { Env } from '#server/config/env.ts';
import type { Executor } from '#server/points/load-points.ts';
import { daysToWait } from './cooldown.ts';

/**
 * Each wall's state for one user (docs/product.md#get-more-gems): available when this server has its keys, its page
 * opened with the user's opaque id as the provider's external user id (never the email), and the days of a pause.
 * A paused wall keeps its address: the page shows the pause and no button.
 */
export async function offerWallsFor(db: Executor, walls: Env['offerWalls'], userId: string, now = new Date()): Promise<OfferWalls> {
  return {
    walls: await Promise.all(
      OFFER_WALLS.map(async (wall) => {
        const config = walls[wall];
        return {
          wall,
          available: config !== undefined,
          url: config ? config.wallUrl.replaceAll('{userId}', encodeURIComponent(userId)) : null,
          daysToWait: await daysToWait(db, userId, wall, now),
        };
      }),
    ),
  };
}
