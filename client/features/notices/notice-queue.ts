import type { NotificationSetting } from '#common/domain/user-settings.ts';
import { NOTICE_CLOSE_DELAY_MS } from '#common/limits.ts';
import { createStore, type ExternalStore } from '#client/lib/external-store.ts';
import type { NoticeKey } from './notices.ts';
import type { SeenNotices } from './seen-notices.ts';

/** A step a notice offers beside Got it: a link into the app, which also puts the notice away. */
export interface NoticeAction {
  label: string;
  /** The app path it opens. */
  to: string;
}

/** One notice (docs/product.md#notices); its words are in notice-texts.ts, under its name. */
export interface Notice {
  /**
   * Names the notice: the same id shows at most once per page load. A notice made at run time, one per subject, adds
   * the subject to its name (`checkIn:{readingId}`, each due check-in's).
   */
  id: NoticeKey;
  /** The setting that turns it off; none for a notice that cannot be disabled. */
  setting?: NotificationSetting;
  /** Which words: once seen, a notice returns only with another version. */
  version: string;
  /** This notice's own short text, in place of its name's (a due check-in says which day its reading is from). */
  summary?: string;
  /** The step it offers. */
  action?: NoticeAction;
  /** Called once the notice has closed and the next one is showing. */
  onClose?: () => void;
}

/** What shows: the notice and how (a bottom sheet or a modal); null while nothing does. */
export interface NoticeView {
  notice: Notice;
  as: 'sheet' | 'modal';
}

/** What the queue needs to know of and do with the user's settings, and what this browser has seen. */
export interface NoticeQueueSettings {
  /** Whether `setting` is ON; undefined while the settings are still loading (the queue waits). */
  isOn: (setting: NotificationSetting) => boolean | undefined;
  /** Sets `setting` to its OFF option through the settings update call. */
  turnOff: (setting: NotificationSetting) => Promise<unknown>;
  /** The notices seen on this browser; the queue waits while it is not known. */
  seen?: SeenNotices;
}

/** The notice queue: one notice at a time, in the order they were asked for. */
export interface NoticeQueue {
  view: ExternalStore<NoticeView | null>;
  /**
   * Queues `notice`. One that belongs to the page on screen (`page`) goes ahead of waiting notices about the whole
   * app, which can show on any page, where the page's own would be gone once the page is left.
   */
  enqueue: (notice: Notice, page?: boolean) => void;
  /**
   * The page that asked for `id` is gone, or what the notice is about no longer holds: a waiting notice is dropped (to
   * be asked again), a showing one closes unseen.
   */
  withdraw: (id: NoticeKey) => void;
  /** From the sheet to the modal. */
  learnMore: () => void;
  /** Got it (or the modal's close): the notice is seen, and stays away on this browser until its words change. */
  close: () => void;
  /** Turns the showing notice's setting off, then closes it. */
  dontShowAgain: () => void;
  /** Whether any notice was put away on this browser; undefined while that is not known. */
  anySeen: () => boolean | undefined;
  /** Forgets the notices put away on this browser: each shows again at its next moment, this page load too. */
  forgetSeen: () => void;
  /** Replaces what the queue knows of the settings (they loaded or changed) and tries again to show the next notice. */
  setSettings: (settings: NoticeQueueSettings) => void;
}

/**
 * Creates a notice queue over `settings`. A notice shows only while its setting is ON, or when it has none (it cannot
 * be disabled): such a notice is a modal, unless it offers a step of its own; the others are a bottom sheet. Got it
 * means seen, for every notice: a seen notice never returns with the same words. Closing waits NOTICE_CLOSE_DELAY_MS, then shows the next notice and calls the
 * closed one's callback.
 */
export function createNoticeQueue(initial: NoticeQueueSettings): NoticeQueue {
  let settings = initial;
  const view = createStore<NoticeView | null>(null);
  let waiting: Notice[] = [];
  const asked = new Set<NoticeKey>();
  const ofPage = new Set<NoticeKey>();
  const turnedOff = new Set<NotificationSetting>();
  let closing = false;

  /** Whether `notice` may show: undefined while its setting or what was seen is not known yet. */
  function allowed(notice: Notice): boolean | undefined {
    if (settings.seen === undefined) return undefined;
    if (settings.seen.has(notice.id, notice.version)) return false;
    if (notice.setting === undefined) return true;
    return turnedOff.has(notice.setting) ? false : settings.isOn(notice.setting);
  }

  function showNext(): void {
    if (view.get() !== null || closing) return;
    while (waiting.length > 0) {
      const next = waiting[0]!;
      const may = allowed(next);
      if (may === undefined) return;
      waiting.shift();
      if (may) {
        view.set({ notice: next, as: next.setting ?? next.action ? 'sheet' : 'modal' });
        return;
      }
    }
  }

  function hide(seen: boolean): void {
    const current = view.get();
    if (current === null || closing) return;
    if (seen) settings.seen?.mark(current.notice.id, current.notice.version);
    closing = true;
    view.set(null);
    setTimeout(() => {
      closing = false;
      showNext();
      if (seen) current.notice.onClose?.();
    }, NOTICE_CLOSE_DELAY_MS);
  }

  return {
    view,
    enqueue(notice, page = false) {
      if (asked.has(notice.id)) return;
      asked.add(notice.id);
      if (page) ofPage.add(notice.id);
      const before = page ? waiting.findIndex((other) => !ofPage.has(other.id)) : -1;
      waiting.splice(before === -1 ? waiting.length : before, 0, notice);
      showNext();
    },
    withdraw(id) {
      if (waiting.some((notice) => notice.id === id)) {
        waiting = waiting.filter((notice) => notice.id !== id);
        asked.delete(id);
      } else if (view.get()?.notice.id === id) {
        hide(false);
      }
    },
    learnMore() {
      const current = view.get();
      if (current?.as === 'sheet') view.set({ ...current, as: 'modal' });
    },
    close: () => hide(true),
    dontShowAgain() {
      const setting = view.get()?.notice.setting;
      if (setting === undefined) return;
      turnedOff.add(setting);
      // A failed update shows the Error dialog; the notice is closed either way, as the user asked.
      settings.turnOff(setting).catch(() => turnedOff.delete(setting));
      hide(true);
    },
    anySeen: () => settings.seen?.any(),
    forgetSeen() {
      settings.seen?.clear();
      const current = view.get()?.notice.id;
      for (const id of asked) if (id !== current && !waiting.some((notice) => notice.id === id)) asked.delete(id);
    },
    setSettings(next) {
      settings = next;
      showNext();
    },
  };
}
