import { useEffect } from 'react';
import { useEnqueueNotice } from './notice-context.ts';
import { NOTICES } from './notices.ts';

/** The news this browser last closed, by NEWS_ID. */
const NEWS_SEEN_KEY = 'arcana:news-seen';
/** Names the current news: change it when NOTICE_TEXTS.productNews says something new, so it shows again. */
const NEWS_ID = 'settings-2026-11';

function newsSeen(): string | null {
  try {
    return localStorage.getItem(NEWS_SEEN_KEY);
  } catch {
    return null;
  }
}

function markNewsSeen(id: string): void {
  try {
    localStorage.setItem(NEWS_SEEN_KEY, id);
  } catch {
    // Storage unavailable: the news shows once per page load instead.
  }
}

/** Queues the product news once the app loads and `when` holds, until it was closed on this browser (or its setting is off). */
export function useProductNews(when: boolean): void {
  const enqueue = useEnqueueNotice();
  useEffect(() => {
    const news = NOTICES.productNews;
    if (!when || newsSeen() === NEWS_ID) return;
    enqueue({ ...news, onClose: () => markNewsSeen(NEWS_ID) });
  }, [enqueue, when]);
}
