import type { NoticeKey } from './notices.ts';

/** Which notices this browser has seen, each with the version of its words that was seen. */
const SEEN_KEY = 'arcana:notices-seen';
/** Before every notice was remembered, only the news was, under this key and by its version alone. */
const LEGACY_NEWS_KEY = 'arcana:news-seen';

/** What the queue remembers of the notices put away with Got it (docs/product.md#notices). */
export interface SeenNotices {
  has: (key: NoticeKey, version: string) => boolean;
  mark: (key: NoticeKey, version: string) => void;
  /** Whether any notice was seen. */
  any: () => boolean;
  /** Forgets every notice seen, so each shows again at its moment. */
  clear: () => void;
}

function read(): Partial<Record<NoticeKey, string>> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}');
    const seen = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Partial<Record<NoticeKey, string>>) : {};
    const legacyNews = localStorage.getItem(LEGACY_NEWS_KEY);
    return legacyNews !== null && seen.productNews === undefined ? { ...seen, productNews: legacyNews } : seen;
  } catch {
    return {};
  }
}

/**
 * The seen notices in this browser's storage. Without storage (a private window that refuses it) they are kept for the
 * page load only, so a notice put away still stays away until the next load.
 */
export function browserSeenNotices(): SeenNotices {
  let inMemory: Partial<Record<NoticeKey, string>> = {};
  return {
    has: (id, version) => (inMemory[id] ?? read()[id]) === version,
    any: () => Object.keys({ ...read(), ...inMemory }).length > 0,
    clear() {
      inMemory = {};
      try {
        localStorage.removeItem(SEEN_KEY);
        localStorage.removeItem(LEGACY_NEWS_KEY);
      } catch {
        // Storage unavailable: nothing was kept there.
      }
    },
    mark(id, version) {
      inMemory[id] = version;
      try {
        localStorage.setItem(SEEN_KEY, JSON.stringify({ ...read(), [id]: version }));
        localStorage.removeItem(LEGACY_NEWS_KEY);
      } catch {
        // Storage unavailable: remembered in memory above.
      }
    },
  };
}
