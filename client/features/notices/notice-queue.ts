import type { NotificationSetting } from '#common/domain/user-settings.ts';
import { createStore, type ExternalStore } from '#client/lib/external-store.ts';
import type { NoticeName } from './notices.ts';
import type { SeenNotices } from './seen-notices.ts';

/** The version of a notice's words unless it names one: a new version shows again where the last was seen. */
export const FIRST_VERSION = '1';

/** One notice (docs/product.md#notices); its words are in notice-texts.ts, under its id. */
export interface Notice {
  id: NoticeName;
  /** The setting that turns it off; none for a notice that cannot be disabled. */
  setting?: NotificationSetting;
  /** Which words: once seen, a notice returns only with a new version ({@link FIRST_VERSION} by default). */
  version?: string;
  /** `app`: about the whole app, so it may show on any page; by default it belongs to the page that asked for it. */
  scope?: 'page' | 'app';
}

/** What shows: the notice and how (in the page, or the modal with its full explanation); null while nothing does. */
export interface NoticeView {
  notice: Notice;
  as: 'inline' | 'modal';
}

/** What the queue needs to know of and do with the user's settings. */
export interface NoticeQueueSettings {
  /** Whether `setting` is ON; undefined while the settings are still loading (the queue waits). */
  isOn: (setting: NotificationSetting) => boolean | undefined;
  /** Sets `setting` to its OFF option through the settings update call. */
  turnOff: (setting: NotificationSetting) => Promise<unknown>;
}

/** The notice queue: at most one notice a page, in the order they were asked for. */
export interface NoticeQueue {
  view: ExternalStore<NoticeView | null>;
  enqueue: (notice: Notice) => void;
  /** From the page to the modal. */
  learnMore: () => void;
  /** Got it: the notice is seen, and stays away on this browser until its words change. */
  close: () => void;
  /** Turns the showing notice's setting off, then closes it. */
  dontShowAgain: () => void;
  /** Replaces what the queue knows of the settings (they loaded or changed) and tries again to show a notice. */
  setSettings: (settings: NoticeQueueSettings) => void;
  /** Tells the queue what this browser has seen, which it waits for as it waits for the settings. */
  setSeen: (seen: SeenNotices) => void;
  /** The user is on `page` (a path) now: the last page's notices are gone with it, and this page may show one. */
  setPage: (page: string) => void;
}

/** A notice waiting or showing, with the page that asked for it (null for the app's own). */
interface Entry {
  notice: Notice;
  page: string | null;
}

const versionOf = (notice: Notice) => notice.version ?? FIRST_VERSION;

/**
 * Creates a notice queue over `settings` and, once told, what this browser has seen. A notice shows only while its setting is
 * ON, or when it has none (it cannot be disabled, and shows as the modal). One rule for all (docs/product.md#notices):
 * Got it means seen, and a seen notice never returns with the same words; a page shows at most one notice, and the
 * others of that page are dropped when it is left, to be asked again on a later visit. Only the app's own notices
 * (the news) carry on from page to page.
 */
export function createNoticeQueue(initial: NoticeQueueSettings): NoticeQueue {
  let settings = initial;
  let seen: SeenNotices | undefined;
  let page: string | null = null;
  let shownOnPage = false;
  let current: Entry | null = null;
  const view = createStore<NoticeView | null>(null);
  let waiting: Entry[] = [];
  const turnedOff = new Set<NotificationSetting>();

  /** Whether `notice` may show: undefined while its setting is not known yet. */
  const allowed = (notice: Notice): boolean | undefined =>
    notice.setting === undefined ? true : turnedOff.has(notice.setting) ? false : settings.isOn(notice.setting);

  function show(entry: Entry | null, as: NoticeView['as'] = 'inline'): void {
    current = entry;
    view.set(entry === null ? null : { notice: entry.notice, as });
  }

  function showNext(): void {
    if (current !== null || shownOnPage || seen === undefined) return;
    while (waiting.length > 0) {
      const next = waiting[0]!;
      const may = seen.has(next.notice.id, versionOf(next.notice)) ? false : allowed(next.notice);
      if (may === undefined) return;
      waiting.shift();
      if (may) {
        shownOnPage = true;
        show(next, next.notice.setting === undefined ? 'modal' : 'inline');
        return;
      }
    }
  }

  function close(): void {
    if (current === null) return;
    seen?.mark(current.notice.id, versionOf(current.notice));
    show(null);
  }

  return {
    view,
    enqueue(notice) {
      const id = notice.id;
      if (current?.notice.id === id || waiting.some((entry) => entry.notice.id === id)) return;
      waiting.push({ notice, page: notice.scope === 'app' ? null : page });
      showNext();
    },
    learnMore() {
      const shown = view.get();
      if (shown?.as === 'inline') view.set({ ...shown, as: 'modal' });
    },
    close,
    dontShowAgain() {
      const setting = current?.notice.setting;
      if (setting === undefined) return;
      turnedOff.add(setting);
      waiting = waiting.filter((entry) => entry.notice.setting !== setting);
      // A failed update shows the Error dialog; the notice is closed either way, as the user asked.
      settings.turnOff(setting).catch(() => turnedOff.delete(setting));
      close();
    },
    setSettings(next) {
      settings = next;
      showNext();
    },
    setSeen(next) {
      seen = next;
      showNext();
    },
    setPage(next) {
      if (next === page) return;
      page = next;
      shownOnPage = false;
      waiting = waiting.filter((entry) => entry.page === null);
      // A page's notice leaves with its page, unseen: it returns the next time its moment comes.
      if (current !== null && current.page !== null) show(null);
      // The app's own notice, still showing, counts as this page's one.
      else if (current !== null) shownOnPage = true;
      showNext();
    },
  };
}
