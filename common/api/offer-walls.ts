import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/*
 * Offer walls (docs/product.md#offer-walls): third-party pages where a user earns extra points. The providers call
 * our callbacks server to server; the app asks each wall's state for the Gems page.
 */

export const OFFER_WALLS = ['theoremreach', 'ayetstudios'] as const;
export const OfferWallSchema = z.enum(OFFER_WALLS);
export type OfferWall = z.infer<typeof OfferWallSchema>;

/** Days until the wall opens again after a reversal (0: open now). */
export const ReversalCooldownSchema = z.object({ daysToWait: z.number().check(z.int(), z.nonnegative()) });
export type ReversalCooldown = z.infer<typeof ReversalCooldownSchema>;

/** Days the TheoremReach wall stays paused for the signed-in user after a reversed reward. */
export const getTheoremReachCooldown = defineEndpoint({ method: 'GET', path: '/webhooks/theoremreach/reversal-cooldown', response: ReversalCooldownSchema });
/** Days the ayeT-Studios wall stays paused for the signed-in user after a reversed reward. */
export const getAyetStudiosCooldown = defineEndpoint({ method: 'GET', path: '/webhooks/ayetstudios/reversal-cooldown', response: ReversalCooldownSchema });

/**
 * What the Gems page needs to open each wall: whether this server has it configured, and the address of its page for
 * this user (built on the server, which knows the app id and the user's opaque id).
 */
export const OfferWallInfoSchema = z.object({
  wall: OfferWallSchema,
  available: z.boolean(),
  /** The wall's page for this user; null when not available. */
  url: z.nullable(z.string()),
  daysToWait: z.number().check(z.int(), z.nonnegative()),
});
export const OfferWallsSchema = z.object({ walls: z.array(OfferWallInfoSchema) });
export type OfferWalls = z.infer<typeof OfferWallsSchema>;

/** Both walls' state for the signed-in user. */
export const getOfferWalls = defineEndpoint({ method: 'GET', path: '/v1/offer-walls', response: OfferWallsSchema });

/** A provider's callback was taken: applied now, or already applied before (a redelivery changes nothing). */
export const OfferCallbackResultSchema = z.object({ success: z.literal(true) });

/*
 * The providers' server-to-server callbacks (docs/architecture.md#offer-walls). Their query strings are the providers'
 * own, signed, so the server reads them raw rather than through a schema: a forged, unsigned or tampered one is a 403
 * before any field is looked at. The app never calls these.
 */

/**
 * TheoremReach's reward and reversal callback, sent by its servers, not the app: no session and no app header. Its
 * `hash` parameter signs it; 403 without a valid one or when this server has no TheoremReach keys.
 */
export const theoremReachCallback = defineEndpoint({ method: 'GET', path: '/webhooks/theoremreach/callback', response: OfferCallbackResultSchema });
/**
 * ayeT-Studios' conversion and chargeback callback, sent by its servers, not the app: no session and no app header.
 * Its `X-Ayetstudios-Security-Hash` header signs it; 403 without a valid one or when this server has no ayeT-Studios keys.
 */
export const ayetStudiosCallback = defineEndpoint({ method: 'GET', path: '/webhooks/ayetstudios/callback', response: OfferCallbackResultSchema });
