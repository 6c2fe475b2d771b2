import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Reading } from '#common/api/readings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { getCosts } from '#client/lib/api-client.ts';
import {
  canSaveReading,
  getActiveReading,
  getCommitment,
  getReading,
  getReadingIds,
  getReadingInfo,
  getSpreadTypes,
  hasActiveReading,
} from '#client/lib/api-client-readings.ts';
import { isInProgress } from './progress.ts';

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
export const costsQuery = queryOptions({ queryKey: ['settings', 'costs'], queryFn: async () => (await getCosts()) ?? DEFAULT_COSTS });

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
  const copies = [client.getQueryData<Reading | null>(readingKey(id)), client.getQueryData(activeReadingQuery.queryKey)];
  const versions = copies.flatMap((copy) => (copy?.id === id && !isInProgress(copy.status) ? [copy.version] : []));
  return versions.length === 0 ? undefined : Math.max(...versions);
}

/**
 * One reading by id, or null when it cannot be loaded. Asked for with the version this tab already
 * knows (SPEC §7's `?v=`), so a written reading loaded again comes from the response cache.
 */
export const readingQuery = (id: string) =>
  queryOptions({ queryKey: readingKey(id), queryFn: ({ client }) => getReading(id, knownVersion(client, id)), staleTime: 0 });

/**
 * The reading a result page shows: the active one for the id `active`, else by id. `poll` re-fetches
 * it every {@link POLL_MS} while it is being written (the event stream's fallback).
 */
export function useResultReading(readingId: string, poll: boolean) {
  const query = readingId === 'active' ? activeReadingQuery : readingQuery(readingId);
  return useQuery({
    ...query,
    refetchInterval: (current) => (poll && current.state.data && isInProgress(current.state.data.status) ? POLL_MS : false),
  });
}

/** A reading by id, for My Readings' dates and card thumbnails. */
export const useReading = (id: string) => useQuery(readingQuery(id));

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

/** A saved reading's title and summary; SPEC §8's 'Error loading reading' info when it cannot be loaded. */
export const useReadingInfo = (id: string) => useQuery({ queryKey: ['readings', 'info', id], queryFn: () => getReadingInfo(id) });

/** Whether My Readings has room for one more. */
export const canSaveQuery = queryOptions({ queryKey: ['readings', 'can-save'], queryFn: canSaveReading, staleTime: 0 });

/** Whether My Readings has room for one more; asked only when `enabled` (the reading is not saved yet). */
export const useCanSaveReading = (enabled: boolean) => useQuery({ ...canSaveQuery, enabled });
