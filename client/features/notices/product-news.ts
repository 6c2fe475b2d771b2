import { useEffect } from 'react';
import { useEnqueueNotice } from './notice-context.ts';
import { NOTICES } from './notices.ts';

/** Names the current news: change it when NOTICE_TEXTS.productNews says something new, so it shows again. */
const NEWS_ID = 'settings-2026-11';

/** Queues the product news once the app loads and `when` holds, until Got it on this browser (or its setting is off). */
export function useProductNews(when: boolean): void {
  const enqueue = useEnqueueNotice();
  useEffect(() => {
    if (when) enqueue({ ...NOTICES.productNews, version: NEWS_ID, scope: 'app' });
  }, [enqueue, when]);
}
