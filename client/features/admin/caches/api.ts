import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ops from '#common/api/admin-ops.ts';
import { clearCache } from '#client/lib/cache.ts';
import { call } from '#client/lib/http.ts';
import { readBrowserCache } from './browser-cache.ts';

/** The server process's caches. */
export const getCaches = (): Promise<ops.Caches> => call(ops.getCaches);

export const serverCachesQuery = queryOptions({ queryKey: ['admin', 'caches', 'server'], queryFn: getCaches, staleTime: 0 });

/** This browser's response cache; read afresh whenever the page opens. */
export const browserCacheQuery = queryOptions({ queryKey: ['admin', 'caches', 'browser'], queryFn: readBrowserCache, staleTime: 0 });

export const useServerCaches = () => useQuery(serverCachesQuery);
export const useBrowserCache = () => useQuery(browserCacheQuery);

/** Empties one cache, or every cache without a name. A refusal the server explained raises no Error dialog: the row shows it. */
export const purgeCaches = (name: string | null): Promise<ops.PurgeResult> =>
  name === null ? call(ops.purgeAllCaches, undefined, { quietExplained: true }) : call(ops.purgeCache, { params: { name } }, { quietExplained: true });

/** A purge that re-reads the caches once it has run, whatever its outcome. */
export function usePurgeCaches() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purgeCaches, onSettled: () => queryClient.invalidateQueries({ queryKey: serverCachesQuery.queryKey }) });
}

/** Empties this browser's response cache, the tab's memory layer with it, then reads what is left. */
export function useClearBrowserCache() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearCache, onSettled: () => queryClient.invalidateQueries({ queryKey: browserCacheQuery.queryKey }) });
}
