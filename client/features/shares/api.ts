import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '#common/api/endpoint.ts';
import * as shares from '#common/api/shares.ts';
import { removeCached } from '#client/lib/cache.ts';
import { call, HttpError, orFallback } from '#client/lib/http.ts';

/*
 * The share calls of docs/product.md#sharing, beside their queries. A link holder's calls stay quiet
 * for failures the server explains (a dead link is the page's own message, not the Error dialog).
 */

/** docs/product.md#messages-and-errors: what a shared reading's info shows when it fails to load. */
export const SHARED_INFO_ERROR = { title: 'Error loading reading', summary: 'Failed to load reading details' } as const;

/** A share's info as Shared Readings shows it: the info, or the error words when it could not be loaded. */
export type SharedInfoResult = { ok: true; info: shares.SharedReadingInfo } | { ok: false };

/** Answers that mean the link names no live share: wrong, malformed, expired or deleted. */
const DEAD_LINK_STATUSES: ReadonlySet<number> = new Set([400, 404, 410]);

/** The shared reading a link opens; null when the link is dead. Other failures reject. */
export async function getSharedReading(readingId: string, uuid: string): Promise<shares.SharedReading | null> {
  try {
    return await call(shares.getSharedReading, { params: { readingId, uuid } }, { quietExplained: true });
  } catch (error) {
    if (error instanceof HttpError && DEAD_LINK_STATUSES.has(error.status)) return null;
    throw error;
  }
}

/** Counts one view of share `id`; a view that cannot be counted does not trouble the visitor. */
export const hitShare = (id: string): Promise<unknown> => orFallback(call(shares.hitShare, { params: { id } }, { quietExplained: true }), null);

/** Shares reading `readingId` for `expires`; rejects with the server's explanation (e.g. too many active shares). */
export const createShare = (readingId: string, expires: shares.ShareLifetime): Promise<shares.ShareResult> =>
  call(shares.createShare, { params: { readingId }, query: { expires } }, { quietExplained: true });

/** The user's shares as [id, hitCount] pairs, newest first; none when it fails. */
const getSharedReadingIds = (): Promise<[string, number][]> => orFallback(call(shares.getSharedReadingIds), []);

/** One share's info, from the response cache when it holds it; `{ ok: false }` when it fails. */
export async function getSharedReadingInfo(id: string): Promise<SharedInfoResult> {
  try {
    return { ok: true, info: await call(shares.getSharedReadingInfo, { params: { id } }, { cached: true }) };
  } catch {
    return { ok: false };
  }
}

/** Deletes share `id` and its cached info: its link is dead at once. */
export async function deleteShare(id: string): Promise<void> {
  const result = await call(shares.deleteShare, { params: { id } });
  removeCached(endpointUrl(shares.getSharedReadingInfo, { id }));
  if (!result.success) throw new Error('Could not delete the share');
}

/**
 * The root of every share query: under the readings' root, because titles, summaries and shared readings
 * are decrypted content that must go when the key is locked (client/lib/forget-content.ts).
 */
const SHARES_KEY = ['readings', 'shares'] as const;
const infoKey = (id: string) => [...SHARES_KEY, 'info', id];

/** The shared reading behind a link; null when the link is dead. Fetched once per page view. */
export const sharedReadingQuery = (readingId: string, uuid: string) =>
  queryOptions({
    queryKey: [...SHARES_KEY, 'shared', readingId, uuid],
    queryFn: () => getSharedReading(readingId, uuid),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The shared reading behind a link; null when the link is dead. */
export const useSharedReading = (readingId: string, uuid: string) => useQuery(sharedReadingQuery(readingId, uuid));

/** The user's shares with their view counts, newest first. Always asked again: the counts move. */
export const sharedReadingIdsQuery = queryOptions({ queryKey: [...SHARES_KEY, 'ids'], queryFn: getSharedReadingIds, staleTime: 0 });

/** The user's shares with their view counts, newest first. */
export const useSharedReadingIds = () => useQuery(sharedReadingIdsQuery);

/** One share's info for Shared Readings (cached); `{ ok: false }` when it could not be loaded. */
export const useSharedReadingInfo = (id: string) => useQuery({ queryKey: infoKey(id), queryFn: () => getSharedReadingInfo(id) });

/** Creates a share of `readingId`; a new share shows on Shared Readings. */
export function useCreateShare(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expires: shares.ShareLifetime) => createShare(readingId, expires),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharedReadingIdsQuery.queryKey }),
  });
}

/** Deletes one of the user's shares; the list is fetched again. */
export function useDeleteShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShare,
    onSuccess: (_, id) => {
      // Its row goes first: asked again, a deleted share's info would answer 404 and flash the error words.
      queryClient.setQueryData(sharedReadingIdsQuery.queryKey, (ids) => ids?.filter(([shareId]) => shareId !== id));
      queryClient.removeQueries({ queryKey: infoKey(id) });
      return queryClient.invalidateQueries({ queryKey: sharedReadingIdsQuery.queryKey });
    },
  });
}
