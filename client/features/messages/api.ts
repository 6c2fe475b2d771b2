import { queryOptions, useQuery } from '@tanstack/react-query';
import * as messages from '#common/api/messages.ts';
import { UNREAD_POLL_MS } from '#common/limits.ts';
import { call, orFallback } from '#client/lib/http.ts';

/** The unread message count; none when it fails. */
export const getUnreadCount = (): Promise<messages.UnreadCount> => orFallback(call(messages.getUnreadCount), { count: 0 });

/** The menu badge's query; the inbox (inbox.ts) writes to it when a message is read. */
export const unreadCountQuery = queryOptions({ queryKey: ['messages', 'unread-count'], queryFn: getUnreadCount });

/**
 * The unread message count: refreshed when the page becomes visible and every UNREAD_POLL_MS,
 * only while the page is not hidden (React Query pauses intervals in the background).
 */
export const useUnreadCount = () =>
  useQuery({
    ...unreadCountQuery,
    select: (result) => result.count,
    refetchOnWindowFocus: 'always',
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
