import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { endpointPrefix, endpointUrl } from '#common/api/endpoint.ts';
import * as readings from '#common/api/readings.ts';
import * as settings from '#common/api/settings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { removeCached, removeCachedUnder, writeCached } from '#client/lib/cache.ts';
import { COSTS_QUERY_KEY } from '#client/lib/costs-cache.ts';
import { call, HttpError, orFallback } from '#client/lib/http.ts';
import { isBeingWritten, streamedId } from './progress.ts';

/*
 * The reading calls of docs/product.md#response-cache, beside their queries. Loads that docs/product.md#messages-and-errors lets swallow errors
 * return their fallback after the global error flag is raised; actions reject with the HttpError, which pages read
 * through refusalOf. The actions' hooks are in mutations.ts.
 */

type Success = z.infer<typeof readings.SuccessSchema>;
/** The draw page's shuffle commitment: the hash of a seed the server keeps until the reading starts. */
type Commitment = z.infer<typeof readings.CommitmentSchema>;
/** Every cached copy of every reading is keyed under this. */
const READINGS_PREFIX = endpointPrefix(readings.getReading);
const readingUrl = (id: string) => endpointUrl(readings.getReading, { id });

/** Drops every cached copy of reading `id`: its status or saved flag changed, and the version does not say so. */
const forgetCachedReading = (id: string): void => void removeCached(readingUrl(id));

/** The costs record; null when it fails. */
const getCosts = (): Promise<settings.Costs | null> => orFallback(call(settings.getCosts), null);

/** The spread types; empty when it fails. */
const getSpreadTypes = (): Promise<readings.SpreadType[]> => orFallback(call(readings.getSpreadTypes), []);

/**
 * Discards the active reading. Which reading that was is not known here, so every cached reading
 * goes (a cached copy would still say ACTIVE).
 */
export async function deleteActiveReading(): Promise<Success> {
  try {
    return await call(readings.deleteActiveReading);
  } finally {
    removeCachedUnder(READINGS_PREFIX);
  }
}

/**
 * Deletes a saved reading and its cached copies. Quiet for a refusal the server explained: My Readings shows its
 * sentence.
 */
export async function deleteReading(id: string): Promise<Success> {
  try {
    return await call(readings.deleteReading, { params: { id } }, { quietExplained: true });
  } finally {
    forgetCachedReading(id);
    removeCached(endpointUrl(readings.getReadingInfo, { id }));
  }
}

/** Saves the active reading, `readingId`, to My Readings and drops its cached copies. */
export async function saveReading(readingId: string): Promise<Success> {
  try {
    return await call(readings.saveReading);
  } finally {
    forgetCachedReading(readingId);
  }
}

/** A fresh committed shuffle for the draw page; null when it fails. */
const getCommitment = (): Promise<Commitment | null> => orFallback(call(readings.getCommitment), null);

/**
 * Reading `id`, asked for with `?v={version}`; null when it fails. Served from the cache only
 * when `version` is given: without it a newer version (a clarifier was added) could hide behind
 * the cache. A written reading is cached under the version it carries, so the next load that knows
 * that version needs no call; a reading still being written is never cached.
 */
export async function getReading(id: string, version?: number): Promise<readings.Reading | null> {
  // Quiet for a reading the server explains it cannot give (404, not yours): every page showing one says so itself.
  const reading = await orFallback(
    call(readings.getReading, { params: { id }, query: { v: version } }, { cached: version !== undefined, quietExplained: true }),
    null,
  );
  if (reading === null) return null;
  if (isBeingWritten(reading)) forgetCachedReading(id);
  // Also when the server answered another version than asked for: the next load asks for that one.
  else if (reading.version !== version) writeCached(endpointUrl(readings.getReading, { id }, { v: reading.version }), reading);
  return reading;
}

/** The active reading; null when there is none or it fails. */
export const getActiveReading = (): Promise<readings.Reading | null> => orFallback(call(readings.getActiveReading), null);

/** Whether the user has an active reading; not when it fails. */
export const hasActiveReading = (): Promise<z.infer<typeof readings.HasActiveReadingSchema>> =>
  orFallback(call(readings.hasActiveReading), { hasActiveReading: false });

/** Opening a saved reading was refused because the active reading is not saved: the server's words for it. */
export interface ActiveReadingInTheWay {
  inTheWay: string;
}

/**
 * Re-opens a saved reading (its cached copies, which say SAVED, go). Its 409, an unsaved active reading in the way,
 * comes back with the server's words: the page offers to save or discard that reading (docs/decisions/0011). Any
 * other failure rejects with its HttpError, and a refusal the server explained raises no Error dialog: My Readings
 * shows its sentence.
 */
export async function setActiveReading(id: string): Promise<Success | ActiveReadingInTheWay> {
  try {
    return await call(readings.setActiveReading, { params: { id } }, { quietExplained: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409 && error.details !== null) return { inTheWay: error.details.message };
    throw error;
  } finally {
    forgetCachedReading(id);
  }
}

/**
 * Starts a reading of `kind`; rejects with the HttpError when it fails, and a refusal the server explained ("Not
 * enough gems: …", a used shuffle) raises no Error dialog: the draw page shows its sentence. A saved active reading
 * goes back to My Readings as the new one starts, so every cached reading goes (a cached copy would still say ACTIVE).
 */
export async function startReading(
  kind: z.infer<typeof readings.StartKind>,
  body: z.input<typeof readings.ReadingRequestSchema>,
): Promise<readings.StartResult> {
  const result = await call(readings.startReading, { params: { kind }, body }, { quietExplained: true });
  removeCachedUnder(READINGS_PREFIX);
  return result;
}

/** docs/product.md#messages-and-errors: what a reading's info shows when it fails to load. */
export const READING_INFO_ERROR = { title: 'Error loading reading', summary: 'Failed to load reading details' } as const;

/** A reading's title and summary (cached); on failure an info carrying {@link READING_INFO_ERROR}. */
export const getReadingInfo = (id: string): Promise<readings.ReadingInfo> =>
  orFallback(call(readings.getReadingInfo, { params: { id } }, { cached: true }), { id, ...READING_INFO_ERROR });

/** The saved readings' ids; none when it fails. */
export const getReadingIds = (): Promise<string[]> => orFallback(call(readings.getReadingIds).then((r) => r.ids), []);

/** Whether My Readings has room for one more; not when it fails. */
const canSaveReading = (): Promise<boolean> => orFallback(call(readings.canSaveReading).then((r) => r.canSave), false);

/** Discards the oldest saved reading: its id, or null when there was none. */
export const discardOldest = async (): Promise<string | null> => (await call(readings.discardOldest)).id;

/** How often a reading being written is re-fetched when its event stream is unavailable. */
export const POLL_MS = 2_000;

/** Whether the user has an active (or queued) reading. */
export const hasActiveReadingQuery = queryOptions({
  queryKey: ['readings', 'has-active'],
  queryFn: async () => (await hasActiveReading()).hasActiveReading,
});

/** Whether the user has an active (or queued) reading. */
export const useHasActiveReading = () => useQuery(hasActiveReadingQuery);

/** The spread types (they change only with a deploy). */
export const spreadTypesQuery = queryOptions({ queryKey: ['readings', 'spread-types'], queryFn: getSpreadTypes, staleTime: Infinity });

/** The spread types the reading form offers. */
export const useSpreadTypes = () => useQuery(spreadTypesQuery);

/** The costs record; the defaults when it cannot be loaded (the Error dialog is already up then). */
export const costsQuery = queryOptions({ queryKey: COSTS_QUERY_KEY, queryFn: async () => (await getCosts()) ?? DEFAULT_COSTS });

/** The costs record the price is computed from. */
export const useCosts = () => useQuery(costsQuery);

/** The active reading, or null when there is none. Never served stale: it changes while it is written. */
export const activeReadingQuery = queryOptions({ queryKey: ['readings', 'active'], queryFn: getActiveReading, staleTime: 0 });

const readingKey = (id: string): string[] => ['readings', 'reading', id];

/**
 * The newest version of reading `id` this tab holds a written copy of (its own query's, or the
 * active reading's), or undefined when it holds none or only a copy still being written: a
 * reading being written must always come from the server.
 */
export function knownVersion(client: QueryClient, id: string): number | undefined {
  const copies = [client.getQueryData<readings.Reading | null>(readingKey(id)), client.getQueryData(activeReadingQuery.queryKey)];
  const versions = copies.flatMap((copy) => (copy?.id === id && !isBeingWritten(copy) ? [copy.version] : []));
  return versions.length === 0 ? undefined : Math.max(...versions);
}

/**
 * One reading by id, or null when it cannot be loaded. Asked for with the version this tab already
 * knows (the product’s (docs/product.md#response-cache) `?v=`), so a written reading loaded again comes from the response cache.
 */
export const readingQuery = (id: string) =>
  queryOptions({ queryKey: readingKey(id), queryFn: ({ client }) => getReading(id, knownVersion(client, id)), staleTime: 0 });

/**
 * The reading a result page shows: the active one for the id `active`, else by id. While it or one of its clarifiers
 * is being written, the page follows that on its event stream and re-fetches when the stream says it is done; `poll`
 * (the stream failed) re-fetches it every {@link POLL_MS} instead, as does a clarifier the page cannot stream.
 */
export function useResultReading(readingId: string, poll: boolean) {
  const query = readingId === 'active' ? activeReadingQuery : readingQuery(readingId);
  return useQuery({
    ...query,
    refetchInterval: (current) => {
      const reading = current.state.data;
      if (!reading || !isBeingWritten(reading)) return false;
      return poll || streamedId(reading) === undefined ? POLL_MS : false;
    },
  });
}

/**
 * A fresh shuffle commitment each time the draw page opens: commitments are single-use, so it is
 * never cached beyond the page's life.
 */
export const useCommitment = () =>
  useQuery({ queryKey: ['readings', 'commitment'], queryFn: getCommitment, staleTime: Infinity, gcTime: 0 });

/** The saved readings' ids, newest first. */
export const readingIdsQuery = queryOptions({ queryKey: ['readings', 'ids'], queryFn: getReadingIds, staleTime: 0 });

/** The saved readings' ids, newest first. */
export const useReadingIds = () => useQuery(readingIdsQuery);

/** Whether My Readings has room for one more. */
export const canSaveQuery = queryOptions({ queryKey: ['readings', 'can-save'], queryFn: canSaveReading, staleTime: 0 });

/** Whether My Readings has room for one more; asked only when `enabled` (the reading is not saved yet). */
export const useCanSaveReading = (enabled: boolean) => useQuery({ ...canSaveQuery, enabled });
