import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as offerWalls from '#common/api/offer-walls.ts';
import type { Env } from '#server/config/env.ts';
import type { Db } from '#server/db/database.ts';
import { HttpError } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { ayetStudiosEvent, type OfferEvent, theoremReachEvent } from '#server/offer-walls/callback-events.ts';
import { recordOfferEvent } from '#server/offer-walls/record-offer.ts';
import { verifyAyetStudios, verifyTheoremReach } from '#server/offer-walls/signatures.ts';
import { admit, type WindowLimit } from '#server/security/rate-limit.ts';

/**
 * Callbacks per client address. A provider sends from a few servers, in bursts when many users finish offers at
 * once; a flood of forged ones costs an HMAC each before it is refused.
 */
export const CALLBACKS_PER_ADDRESS: WindowLimit = { name: 'offer-wall-callbacks', limit: 600, windowMs: 60_000 };

const ayetHashHeader = 'x-ayetstudios-security-hash';

const queryOf = (url: string): string => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
};

/** The 403 for a wall without keys, or for a callback its provider did not sign; only the latter is worth a warning. */
function refuse(request: FastifyRequest, wall: offerWalls.OfferWall, configured: boolean): HttpError {
  if (!configured) return new HttpError(403, 'wall_unavailable', 'This server takes no callbacks from this offer wall.');
  request.log.warn({ wall }, 'refused an offer-wall callback without a valid signature');
  return new HttpError(403, 'bad_signature', 'The callback is not signed with this server’s key.');
}

export interface OfferWallCallbackOptions {
  db: Db;
  walls: Env['offerWalls'];
  /** PUBLIC_URL: the address TheoremReach signs, rebuilt from configuration rather than the request's Host. */
  publicUrl: string;
}

/**
 * The providers' server-to-server callbacks (docs/architecture.md#offer-walls). No session and no proof of the app's
 * origin (docs/decisions/0013): the provider's signature under the configured secret is the proof. A wall without
 * keys, or a request it did not sign, is a 403 and changes nothing. A signed callback answers 200 whether it
 * credited or was a redelivery, so the provider stops retrying; a user id that names no account is a 200 that
 * credits no one, since retrying could never make it right. Logs name the wall, never the ids or the query.
 */
export function offerWallCallbackRoutes(app: FastifyInstance, { db, walls, publicUrl }: OfferWallCallbackOptions): void {
  async function apply(request: FastifyRequest, event: OfferEvent) {
    const outcome = await recordOfferEvent(db, event);
    if (outcome === 'unknown_user') request.log.warn({ wall: event.wall }, 'an offer-wall callback named no account; nothing was credited');
    else request.log.info({ wall: event.wall, outcome }, 'offer-wall callback');
    return { success: true as const };
  }

  registerRoute(app, offerWalls.theoremReachCallback, async (request) => {
    await admit(db, [[CALLBACKS_PER_ADDRESS, request.clientKey]]);
    const config = walls.theoremreach;
    if (!config || !verifyTheoremReach(publicUrl, request.url, config.secret)) throw refuse(request, 'theoremreach', config !== undefined);
    return apply(request, theoremReachEvent(new URLSearchParams(queryOf(request.url))));
  });

  registerRoute(app, offerWalls.ayetStudiosCallback, async (request) => {
    await admit(db, [[CALLBACKS_PER_ADDRESS, request.clientKey]]);
    const config = walls.ayetstudios;
    const header = request.headers[ayetHashHeader];
    const query = queryOf(request.url);
    if (!config || !verifyAyetStudios(query, typeof header === 'string' ? header : undefined, config.secret)) throw refuse(request, 'ayetstudios', config !== undefined);
    return apply(request, ayetStudiosEvent(new URLSearchParams(query)));
  });
}
