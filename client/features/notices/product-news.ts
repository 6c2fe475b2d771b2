import { useEffect } from 'react';
import { useEnqueueNotice } from './notice-context.ts';
import { NOTICES } from './notices.ts';

/** Queues the product news once the app loads and `when` holds; the queue skips it once seen on this browser. */
export function useProductNews(when: boolean): void {
  const enqueue = useEnqueueNotice();
  useEffect(() => {
    if (when) enqueue(NOTICES.productNews);
  }, [enqueue, when]);
}
