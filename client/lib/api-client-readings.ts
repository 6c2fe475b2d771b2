import type { z } from 'zod';
import {
  CanSaveReadingSchema,
  CommitmentSchema,
  DiscardOldestSchema,
  HasActiveReadingSchema,
  IsInQueueSchema,
  ReadingIdsSchema,
  ReadingInfoSchema,
  ReadingSchema,
  SpreadTypesSchema,
  StartResultSchema,
  SuccessSchema,
  type Reading,
  type ReadingInfo,
  type ReadingRequestSchema,
  type SpreadType,
  type StartKind,
  type StartResult,
} from '#common/api/readings.ts';
import {
  ShareHitSchema,
  SharedReadingIdsSchema,
  SharedReadingInfoSchema,
  SharedReadingSchema,
  ShareResultSchema,
  type SharedReadingInfo,
  type ShareResult,
} from '#common/api/shares.ts';
import { removeCached } from './cache.ts';
import { orFallback, request } from './http.ts';

/**
 * One typed function per reading and share call of SPEC §7. Functions that SPEC §8 lets
 * swallow errors return their fallback after the global error flag is raised.
 */

type Success = z.infer<typeof SuccessSchema>;
/** The draw page's shuffle commitment: the hash of a seed the server keeps until the reading starts. */
export type Commitment = z.infer<typeof CommitmentSchema>;
/** Where the queue stands for the user's reading. */
export type QueueStatus = z.infer<typeof IsInQueueSchema>;
const FAILED: Success = { success: false };
const READING_PATH = '/v1/reading/get_reading/';
const READING_INFO_PATH = '/v1/reading/get_reading_info/';

/** `GET /v1/reading/spread-types`; empty when it fails. */
export const getSpreadTypes = (): Promise<SpreadType[]> => orFallback(request('/v1/reading/spread-types', SpreadTypesSchema), []);

/** `GET /v1/reading/delete_reading/active`: discards the active reading. */
export const deleteActiveReading = (): Promise<Success> =>
  orFallback(request('/v1/reading/delete_reading/active', SuccessSchema), FAILED);

/** `GET /v1/reading/delete_reading/{id}`: deletes a saved reading and its cached copies. */
export async function deleteReading(id: string): Promise<Success> {
  const result = await orFallback(request(`/v1/reading/delete_reading/${encodeURIComponent(id)}`, SuccessSchema), FAILED);
  removeCached(`${READING_PATH}${encodeURIComponent(id)}`);
  removeCached(`${READING_INFO_PATH}${encodeURIComponent(id)}`);
  return result;
}

/** `GET /v1/reading/save_reading`: saves the active reading to My Readings. */
export const saveReading = (): Promise<Success> => orFallback(request('/v1/reading/save_reading', SuccessSchema), FAILED);

/** `GET /v1/reading/commitment`: a fresh committed shuffle for the draw page; null when it fails. */
export const getCommitment = (): Promise<Commitment | null> => orFallback(request('/v1/reading/commitment', CommitmentSchema), null);

/** `GET /v1/reading/is_in_queue`. */
export const isInQueue = (): Promise<QueueStatus> =>
  orFallback(request('/v1/reading/is_in_queue', IsInQueueSchema), { inQueue: false, position: null });

/**
 * `GET /v1/reading/get_reading/{id}?v={version}`; null when it fails. Cached only when `version`
 * is given: without it a newer version (a clarifier was added) could hide behind the cache.
 */
export const getReading = (id: string, version?: number): Promise<Reading | null> =>
  orFallback(
    request(`${READING_PATH}${encodeURIComponent(id)}`, ReadingSchema, { query: { v: version }, cached: version !== undefined }),
    null,
  );

/** `GET /v1/reading/get_active_reading`; null when there is none or it fails. */
export const getActiveReading = (): Promise<Reading | null> =>
  orFallback(request('/v1/reading/get_active_reading', ReadingSchema.nullable()), null);

/** `GET /v1/reading/has_active_reading`. */
export const hasActiveReading = (): Promise<z.infer<typeof HasActiveReadingSchema>> =>
  orFallback(request('/v1/reading/has_active_reading', HasActiveReadingSchema), { hasActiveReading: false });

/** `POST /v1/reading/set_active/{id}`: re-opens a saved reading. */
export const setActiveReading = (id: string): Promise<Success> =>
  orFallback(request(`/v1/reading/set_active/${encodeURIComponent(id)}`, SuccessSchema, { method: 'POST', body: {} }), FAILED);

/** `POST /v1/reading/start/{kind}` with a reading request; null when it fails. */
export const startReading = (
  kind: z.infer<typeof StartKind>,
  body: z.input<typeof ReadingRequestSchema>,
): Promise<StartResult | null> =>
  orFallback(request(`/v1/reading/start/${kind}`, StartResultSchema, { method: 'POST', body }), null);

/** `GET /v1/reading/get_reading_info/{id}` (cached); null when it fails. */
export const getReadingInfo = (id: string): Promise<ReadingInfo | null> =>
  orFallback(request(`${READING_INFO_PATH}${encodeURIComponent(id)}`, ReadingInfoSchema, { cached: true }), null);

/** `GET /v1/reading/get_reading_ids`: the saved readings' ids. */
export const getReadingIds = (): Promise<string[]> =>
  orFallback(request('/v1/reading/get_reading_ids', ReadingIdsSchema).then((r) => r.ids), []);

/** `GET /v1/reading/can_save_reading`. */
export const canSaveReading = (): Promise<boolean> =>
  orFallback(request('/v1/reading/can_save_reading', CanSaveReadingSchema).then((r) => r.canSave), false);

/** `GET /v1/reading/discard_oldest`: the discarded reading's id, or null. */
export const discardOldest = (): Promise<string | null> =>
  orFallback(request('/v1/reading/discard_oldest', DiscardOldestSchema).then((r) => r.id), null);

/** `GET /v1/share/{readingId}`: creates a share link; null when it fails. */
export const shareReading = (readingId: string): Promise<ShareResult | null> =>
  orFallback(request(`/v1/share/${encodeURIComponent(readingId)}`, ShareResultSchema), null);

/** `GET /v1/share/get/{readingId}/{uuid}`: a shared reading; null when missing or failed. */
export const getSharedReading = (readingId: string, uuid: string): Promise<Reading | null> =>
  orFallback(request(`/v1/share/get/${encodeURIComponent(readingId)}/${encodeURIComponent(uuid)}`, SharedReadingSchema), null);

/** `GET /v1/share/hit/{id}`: counts a view; null when it fails. */
export const hitShare = (id: string): Promise<number | null> =>
  orFallback(request(`/v1/share/hit/${encodeURIComponent(id)}`, ShareHitSchema).then((r) => r.hitCount), null);

/** `GET /v1/share/get_shared_reading_ids`: [id, hitCount] pairs. */
export const getSharedReadingIds = (): Promise<[string, number][]> =>
  orFallback(request('/v1/share/get_shared_reading_ids', SharedReadingIdsSchema), []);

/** SPEC §8: what a shared reading's info shows when it fails to load. */
export const SHARED_INFO_ERROR = { title: 'Error loading reading', summary: 'Failed to load reading details' } as const;

/** `GET /v1/share/get_shared_reading_info/{id}` (cached); on failure an info carrying {@link SHARED_INFO_ERROR}. */
export const getSharedReadingInfo = (id: string): Promise<SharedReadingInfo> =>
  orFallback(
    request(`/v1/share/get_shared_reading_info/${encodeURIComponent(id)}`, SharedReadingInfoSchema, { cached: true }),
    {
      id,
      readingId: '',
      vissibleTitle: SHARED_INFO_ERROR.title,
      summary: SHARED_INFO_ERROR.summary,
      expires: null,
      createdAt: 0,
      uuid: '',
      hitCount: 0,
    },
  );

/** `DELETE /v1/share/manage/{id}`: stops sharing; drops its cached info. */
export async function deleteShare(id: string): Promise<Success> {
  const result = await orFallback(request(`/v1/share/manage/${encodeURIComponent(id)}`, SuccessSchema, { method: 'DELETE' }), FAILED);
  removeCached(`/v1/share/get_shared_reading_info/${encodeURIComponent(id)}`);
  return result;
}
