import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { JournalItem } from '#common/api/journal.ts';
import { getJournalPage } from './api.ts';

/** The journal's pages, newest saved first (forgetJournal in api.ts refreshes them after a change). */
export const journalPagesQuery = infiniteQueryOptions({
  queryKey: ['journal', 'pages'] as const,
  queryFn: ({ pageParam }) => getJournalPage(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next ?? undefined,
});

/** What {@link useJournal} holds: the items loaded so far, of `total`, and how loading stands. */
export interface Journal {
  items: JournalItem[];
  /** Saved readings in all; undefined before the first page. */
  total: number | undefined;
  /** Nothing loaded yet. */
  isPending: boolean;
  /** The first page failed (offline, locked …); the error says why. */
  error: Error | null;
  /** More pages wait on the server. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

/**
 * The user's journal, a page at a time. With `all`, every page loads one after another (search, filters and insights
 * need the whole journal, docs/product.md#the-journal); otherwise the next page loads when asked.
 */
export function useJournal({ all }: { all: boolean }): Journal {
  const query = useInfiniteQuery(journalPagesQuery);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  const pages = query.data?.pages;
  // Run again on each page that arrives: one that answers at once can land in the same render as its fetch began,
  // leaving the flags as they were, and the next page would never be asked for.
  useEffect(() => {
    if (all && pages !== undefined && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [all, pages, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  return {
    items,
    total: pages?.[0]?.total,
    isPending: query.isPending,
    error: query.error,
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}
