import { useQuery } from '@tanstack/react-query';
import * as messages from '#common/api/messages.ts';
import { UNREAD_POLL_MS } from '#common/limits.ts';
import { call, orFallback } from '#client/lib/http.ts';

/** The unread message count; none when it fails. */
export const getUnreadCount = (): Promise<messages.UnreadCount> => orFallback(call(messages.getUnreadCount), { count: 0 });

/**
 * The unread message count: refreshed when the page becomes visible and every UNREAD_POLL_MS,
 * only while the page is not hidden (React Query pauses intervals in the background).
 */
export const useUnreadCount = () =>
  useQuery({
    queryKey: ['messages', 'unread-count'],
    queryFn: getUnreadCount,
    select: (result) => result.count,
    refetchOnWindowFocus: 'always',
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
