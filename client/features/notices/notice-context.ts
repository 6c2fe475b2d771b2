import { createContext, useCallback, useContext, useEffect } from 'react';
import type { NoticeQueue } from './notice-queue.ts';
import { NOTICES, type NoticeName } from './notices.ts';

/** The app's notice queue; null outside the signed-in app (notices are then not shown). */
export const NoticeContext = createContext<NoticeQueue | null>(null);

/** The app's notice queue, for what feeds it the settings and shows it; null outside the signed-in app. */
export const useNoticeQueue = (): NoticeQueue | null => useContext(NoticeContext);

/** Queues a notice; does nothing outside the signed-in app. */
export function useEnqueueNotice(): NoticeQueue['enqueue'] {
  return useNoticeQueue()?.enqueue ?? ignore;
}

function ignore(): void {}

/** A function that queues one of the notices by name, for a moment an event marks (a share created). */
export function useShowNotice(): (name: NoticeName) => void {
  const enqueue = useEnqueueNotice();
  return useCallback((name: NoticeName) => enqueue(NOTICES[name]), [enqueue]);
}

/**
 * Queues notice `name` once `when` holds (docs/product.md#notices: each moment's notice). The notice belongs to the
 * calling page: when the page goes, so does its notice, waiting or showing, rather than showing on the next page.
 */
export function useNotice(name: NoticeName, when = true): void {
  const queue = useNoticeQueue();
  useEffect(() => {
    if (when) queue?.enqueue(NOTICES[name], true);
  }, [queue, name, when]);
  useEffect(() => () => queue?.withdraw(name), [queue, name]);
}
