import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as messages from '#common/api/messages.ts';
import { call } from '#client/lib/http.ts';
import { unreadCountQuery } from './api.ts';

// Apart from api.ts, which the menu loads on every page: only the Messages page needs the inbox.

/** The user's messages, newest first; fails (for the page's error state) rather than showing an empty inbox. */
export const getMessages = (): Promise<messages.Message[]> => call(messages.getMessages).then((result) => result.messages);

/** Marks a message read; the unread count afterwards. */
export const markMessageRead = (id: string): Promise<messages.UnreadCount> => call(messages.markMessageRead, { params: { id } });

const messagesQuery = queryOptions({ queryKey: ['messages', 'list'], queryFn: getMessages });

/** The inbox; a visit always asks the server again, so a broadcast sent meanwhile shows. */
export const useMessages = () => useQuery({ ...messagesQuery, refetchOnMount: 'always' });

function setCachedRead(queryClient: QueryClient, id: string, read: boolean): void {
  queryClient.setQueryData(messagesQuery.queryKey, (list) => list?.map((entry) => (entry.id === id ? { ...entry, read } : entry)));
}

/** Marks a message read: the inbox and the menu badge change at once, and the badge takes the server's count. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: unreadCountQuery.queryKey });
      setCachedRead(queryClient, id, true);
      queryClient.setQueryData(unreadCountQuery.queryKey, (current) => (current ? { count: Math.max(0, current.count - 1) } : current));
    },
    onSuccess: (count) => queryClient.setQueryData(unreadCountQuery.queryKey, count),
    onError: (_error, id) => {
      setCachedRead(queryClient, id, false);
      return queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
    },
  });
}
