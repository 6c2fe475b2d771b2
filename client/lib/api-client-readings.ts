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
  type ReadingStatus,
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
import { removeCached, removeCachedUnder, writeCached } from './cache.ts';
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
const readingPath = (id: string) => `${READING_PATH}${encodeURIComponent(id)}`;
/** Statuses in which a reading is still being written: such a copy is never cached. */
const BEING_WRITTEN: ReadonlySet<ReadingStatus> = new Set(['QUEUED', 'GENERATING']);

/** Drops every cached copy of reading `id`: its status or saved flag changed, and the version does not say so. */
export const forgetCachedReading = (id: string): void => removeCached(readingPath(id));

/** `GET /v1/reading/spread-types`; empty when it fails. */
export const getSpreadTypes = (): Promise<SpreadType[]> => orFallback(request('/v1/reading/spread-types', SpreadTypesSchema), []);

/**
 * `GET /v1/reading/delete_reading/active`: discards the active reading. Which reading that was is
 * not known here, so every cached reading goes (a cached copy would still say ACTIVE).
 */
export async function deleteActiveReading(): Promise<Success> {
  const result = await orFallback(request('/v1/reading/delete_reading/active', SuccessSchema), FAILED);
  removeCachedUnder(READING_PATH);
  return result;
}

/** `GET /v1/reading/delete_reading/{id}`: deletes a saved reading and its cached copies. */
export async function deleteReading(id: string): Promise<Success> {
  const result = await orFallback(request(`/v1/reading/delete_reading/${encodeURIComponent(id)}`, SuccessSchema), FAILED);
  forgetCachedReading(id);
  removeCached(`${READING_INFO_PATH}${encodeURIComponent(id)}`);
  return result;
}

/** `GET /v1/reading/save_reading`: saves the active reading, `readingId`, to My Readings and drops its cached copies. */
export async function saveReading(readingId: string): Promise<Success> {
  const result = await orFallback(request('/v1/reading/save_reading', SuccessSchema), FAILED);
  forgetCachedReading(readingId);
  return result;
}

/** `GET /v1/reading/commitment`: a fresh committed shuffle for the draw page; null when it fails. */
export const getCommitment = (): Promise<Commitment | null> => orFallback(request('/v1/reading/commitment', CommitmentSchema), null);

/** `GET /v1/reading/is_in_queue`. */
export const isInQueue = (): Promise<QueueStatus> =>
  orFallback(request('/v1/reading/is_in_queue', IsInQueueSchema), { inQueue: false, position: null });

/**
 * `GET /v1/reading/get_reading/{id}?v={version}`; null when it fails. Served from the cache only
 * when `version` is given: without it a newer version (a clarifier was added) could hide behind
 * the cache. A written reading is cached under the version it carries, so the next load that knows
 * that version needs no call; a reading still being written is never cached.
 */
export async function getReading(id: string, version?: number): Promise<Reading | null> {
  const path = readingPath(id);
  // Quiet for a reading the server explains it cannot give (404, not yours): every page showing one says so itself.
  const reading = await orFallback(
    request(path, ReadingSchema, { query: { v: version }, cached: version !== undefined, quietExplained: true }),
    null,
  );
  if (reading === null) return null;
  if (BEING_WRITTEN.has(reading.status)) forgetCachedReading(id);
  // Also when the server answered another version than asked for: the next load asks for that one.
  else if (reading.version !== version) writeCached(`${path}?${new URLSearchParams({ v: String(reading.version) }).toString()}`, reading);
  return reading;
}

/** `GET /v1/reading/get_active_reading`; null when there is none or it fails. */
export const getActiveReading = (): Promise<Reading | null> =>
  orFallback(request('/v1/reading/get_active_reading', ReadingSchema.nullable()), null);

/** `GET /v1/reading/has_active_reading`. */
export const hasActiveReading = (): Promise<z.infer<typeof HasActiveReadingSchema>> =>
  orFallback(request('/v1/reading/has_active_reading', HasActiveReadingSchema), { hasActiveReading: false });

/** `POST /v1/reading/set_active/{id}`: re-opens a saved reading (its cached copies, which say SAVED, go). */
export async function setActiveReading(id: string): Promise<Success> {
  const result = await orFallback(request(`/v1/reading/set_active/${encodeURIComponent(id)}`, SuccessSchema, { method: 'POST', body: {} }), FAILED);
  forgetCachedReading(id);
  return result;
}

/**
 * `POST /v1/reading/start/{kind}` with a reading request; null when it fails. A saved active reading
 * goes back to My Readings as the new one starts, so every cached reading goes (a cached copy would still say ACTIVE).
 */
export async function startReading(kind: z.infer<typeof StartKind>, body: z.input<typeof ReadingRequestSchema>): Promise<StartResult | null> {
  const result = await orFallback(request(`/v1/reading/start/${kind}`, StartResultSchema, { method: 'POST', body }), null);
  if (result !== null) removeCachedUnder(READING_PATH);
  return result;
}

/** SPEC §8: what a reading's info (a saved or a shared one) shows when it fails to load. */
export const READING_INFO_ERROR = { title: 'Error loading reading', summary: 'Failed to load reading details' } as const;

/** `GET /v1/reading/get_reading_info/{id}` (cached); on failure an info carrying {@link READING_INFO_ERROR}. */
export const getReadingInfo = (id: string): Promise<ReadingInfo> =>
  orFallback(request(`${READING_INFO_PATH}${encodeURIComponent(id)}`, ReadingInfoSchema, { cached: true }), {
    id,
    ...READING_INFO_ERROR,
  });

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

/** `GET /v1/share/get_shared_reading_info/{id}` (cached); on failure an info carrying {@link READING_INFO_ERROR}. */
export const getSharedReadingInfo = (id: string): Promise<SharedReadingInfo> =>
  orFallback(
    request(`/v1/share/get_shared_reading_info/${encodeURIComponent(id)}`, SharedReadingInfoSchema, { cached: true }),
    {
      id,
      readingId: '',
      vissibleTitle: READING_INFO_ERROR.title,
      summary: READING_INFO_ERROR.summary,
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
