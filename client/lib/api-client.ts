import type { z } from 'zod';
import { DeckActionResultSchema, DecksSchema, DeckUnlockResultSchema, type Decks } from '#common/api/decks.ts';
import { UnreadCountSchema, type UnreadCount } from '#common/api/messages.ts';
import { ReversalCooldownSchema, SubscribeResultSchema, type ReversalCooldown } from '#common/api/offers.ts';
import { GemProgressSchema, PointsSchema, type GemProgress, type Points } from '#common/api/points.ts';
import { IsAdminSchema, ProfileSchema, UnlinkResultSchema, type IsAdmin, type Profile } from '#common/api/profile.ts';
import { SuccessSchema } from '#common/api/readings.ts';
import { CostsSchema, UserSettingsSchema, type Costs, type UserSettings } from '#common/api/settings.ts';
import { AvailableSpecialReadingsSchema, type AvailableSpecialReadings } from '#common/api/special-readings.ts';
import { SetEngagedResultSchema, UserStatusSchema, type UserStatus } from '#common/api/user-status.ts';
import { removeCached } from './cache.ts';
import { orFallback, request } from './http.ts';

/**
 * One typed function per call of SPEC §7 (decks, profile, settings, messages, status, points,
 * offers); reading and share calls are in api-client-readings.ts, encryption calls in
 * api-client-encryption.ts. Functions that SPEC §8 lets swallow errors return their fallback
 * after the global error flag is raised.
 */

type Success = z.infer<typeof SuccessSchema>;
/** What unlocking a deck answers: the coins left afterwards. */
export type DeckUnlockResult = z.infer<typeof DeckUnlockResultSchema>;
const FAILED: Success = { success: false };
const enc = encodeURIComponent;

/** The points record shown when points cannot be loaded; maxPoints 0 keeps regeneration from adding to it. */
export const ZERO_POINTS: Points = {
  points: 0,
  millisecondsPerPoint: 1,
  carryOverMilliseconds: 0,
  lastUpdate: 0,
  maxPoints: 0,
  extraPoints: 0,
  coins: 0,
};

/** `GET /api/decks/get`. */
export const getDecks = (): Promise<Decks> => orFallback(request('/api/decks/get', DecksSchema), { decks: [], favorites: [] });

/** `GET /api/decks/favorite/{id}` (a card id). */
export const favoriteCard = (cardId: string): Promise<Success> =>
  orFallback(request(`/api/decks/favorite/${enc(cardId)}`, DeckActionResultSchema), FAILED);

/** `GET /api/decks/unfavorite/{id}` (a card id). */
export const unfavoriteCard = (cardId: string): Promise<Success> =>
  orFallback(request(`/api/decks/unfavorite/${enc(cardId)}`, DeckActionResultSchema), FAILED);

/** `GET /api/decks/unlock/{id}` (a deck id, paid in coins): the coins left, or null when it fails. */
export const unlockDeck = (deckId: number): Promise<DeckUnlockResult | null> =>
  orFallback(request(`/api/decks/unlock/${deckId}`, DeckUnlockResultSchema), null);

/** `GET /v1/special-reading/available`. */
export const getAvailableSpecialReadings = (): Promise<AvailableSpecialReadings> =>
  orFallback(request('/v1/special-reading/available', AvailableSpecialReadingsSchema), { specialReadings: [] });

/** `GET /v1/profile/get`. Throws {@link HttpError} (401 when signed out): the session check relies on it. */
export const getProfile = (): Promise<Profile> => request('/v1/profile/get', ProfileSchema);

/** `GET /v1/profile/is-admin`. */
export const getIsAdmin = (): Promise<IsAdmin> => orFallback(request('/v1/profile/is-admin', IsAdminSchema), { isAdmin: false });

/** `GET /v1/profile/unlink/{provider}`. */
export const unlinkProvider = (provider: string): Promise<Success> =>
  orFallback(request(`/v1/profile/unlink/${enc(provider)}`, UnlinkResultSchema), FAILED);

/** `GET /v1/api/email/subscribe/{email}`. */
export const subscribeEmail = (email: string): Promise<Success> =>
  orFallback(request(`/v1/api/email/subscribe/${enc(email)}`, SubscribeResultSchema), FAILED);

const USER_SETTINGS_PATH = '/v1/user-settings/get';

/** `GET /v1/user-settings/get` (cached); null when it fails. */
export const getUserSettings = (): Promise<UserSettings | null> =>
  orFallback(request(USER_SETTINGS_PATH, UserSettingsSchema, { cached: true }), null);

/** `GET /v1/user-settings/update/{settingTypeId}/{optionId}`; drops the cached settings. */
export async function updateUserSetting(settingTypeId: number, optionId: number): Promise<Success> {
  const result = await orFallback(request(`/v1/user-settings/update/${settingTypeId}/${optionId}`, SuccessSchema), FAILED);
  removeCached(USER_SETTINGS_PATH);
  return result;
}

/** `GET /v1/messages/unread/count`. */
export const getUnreadCount = (): Promise<UnreadCount> =>
  orFallback(request('/v1/messages/unread/count', UnreadCountSchema), { count: 0 });

/** `GET /v1/settings/get`: the costs record; null when it fails. */
export const getCosts = (): Promise<Costs | null> => orFallback(request('/v1/settings/get', CostsSchema), null);

/** `GET /v1/user-status/get`; null when it fails. */
export const getUserStatus = (): Promise<UserStatus | null> => orFallback(request('/v1/user-status/get', UserStatusSchema), null);

/** `POST /v1/user-status/set-engaged`. */
export const setEngaged = (): Promise<Success> =>
  orFallback(request('/v1/user-status/set-engaged', SetEngagedResultSchema, { method: 'POST', body: {} }), FAILED);

/** `GET /v1/points/get`; {@link ZERO_POINTS} when it fails. */
export const getPoints = (): Promise<Points> => orFallback(request('/v1/points/get', PointsSchema), ZERO_POINTS);

/** `GET /v1/points/sellGems?gemsToSell={n}`: the updated points record, or null when it fails. */
export const sellGems = (gemsToSell: number): Promise<Points | null> =>
  orFallback(request('/v1/points/sellGems', PointsSchema, { query: { gemsToSell } }), null);

/** `GET /v1/points/gem-progress`; null when it fails. */
export const getGemProgress = (): Promise<GemProgress | null> =>
  orFallback(request('/v1/points/gem-progress', GemProgressSchema), null);

/** The offer walls with a reversal cooldown. */
export type OfferProvider = 'theoremreach' | 'ayetstudios';

/** `GET /webhooks/{provider}/reversal-cooldown`; `{ daysToWait: 0 }` when it fails. */
export const getReversalCooldown = (provider: OfferProvider): Promise<ReversalCooldown> =>
  orFallback(request(`/webhooks/${provider}/reversal-cooldown`, ReversalCooldownSchema), { daysToWait: 0 });
