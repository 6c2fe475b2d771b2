import type { NotificationSetting } from '#common/domain/user-settings.ts';
import { NOTICE_CLOSE_DELAY_MS } from '#common/limits.ts';
import { createStore, type ExternalStore } from '#client/lib/external-store.ts';
import type { NoticeName } from './notices.ts';

/** One notice (docs/product.md#notices); its words are in notice-texts.ts, under its id. */
export interface Notice {
  /** Names the notice: the same id is queued or shown once per page load. */
  id: NoticeName;
  /** The setting that turns it off; none for a notice that cannot be disabled. */
  setting?: NotificationSetting;
  /** Called once the notice has closed and the next one is showing. */
  onClose?: () => void;
}

/** What shows: the notice and how (a bottom sheet or a modal); null while nothing does. */
export interface NoticeView {
  notice: Notice;
  as: 'sheet' | 'modal';
}

/** What the queue needs to know of and do with the user's settings. */
export interface NoticeQueueSettings {
  /** Whether `setting` is ON; undefined while the settings are still loading (the queue waits). */
  isOn: (setting: NotificationSetting) => boolean | undefined;
  /** Sets `setting` to its OFF option through the settings update call. */
  turnOff: (setting: NotificationSetting) => Promise<unknown>;
}

/** The notice queue: one notice at a time, in the order they were asked for. */
export interface NoticeQueue {
  view: ExternalStore<NoticeView | null>;
  enqueue: (notice: Notice) => void;
  /** From the sheet to the modal. */
  learnMore: () => void;
  close: () => void;
  /** Turns the showing notice's setting off, then closes it. */
  dontShowAgain: () => void;
  /** Replaces what the queue knows of the settings (they loaded or changed) and tries again to show the next notice. */
  setSettings: (settings: NoticeQueueSettings) => void;
}

/**
 * Creates a notice queue over `settings`. A notice shows only while its setting is ON, or when it has
 * none (it cannot be disabled): such a notice is a modal, the others a bottom sheet. Closing waits
 * NOTICE_CLOSE_DELAY_MS, then shows the next notice and calls the closed one's callback.
 */
export function createNoticeQueue(initial: NoticeQueueSettings): NoticeQueue {
  let settings = initial;
  const view = createStore<NoticeView | null>(null);
  const waiting: Notice[] = [];
  const seen = new Set<string>();
  const turnedOff = new Set<NotificationSetting>();
  let closing = false;

  /** Whether `notice` may show: undefined while its setting is not known yet. */
  const allowed = (notice: Notice): boolean | undefined =>
    notice.setting === undefined ? true : turnedOff.has(notice.setting) ? false : settings.isOn(notice.setting);

  function showNext(): void {
    if (view.get() !== null || closing) return;
    while (waiting.length > 0) {
      const next = waiting[0]!;
      const may = allowed(next);
      if (may === undefined) return;
      waiting.shift();
      if (may) {
        view.set({ notice: next, as: next.setting === undefined ? 'modal' : 'sheet' });
        return;
      }
    }
  }

  function close(): void {
    const current = view.get();
    if (current === null || closing) return;
    closing = true;
    view.set(null);
    setTimeout(() => {
      closing = false;
      showNext();
      current.notice.onClose?.();
    }, NOTICE_CLOSE_DELAY_MS);
  }

  return {
    view,
    enqueue(notice) {
      if (seen.has(notice.id)) return;
      seen.add(notice.id);
      waiting.push(notice);
      showNext();
    },
    learnMore() {
      const current = view.get();
      if (current?.as === 'sheet') view.set({ ...current, as: 'modal' });
    },
    close,
    dontShowAgain() {
      const setting = view.get()?.notice.setting;
      if (setting === undefined) return;
      turnedOff.add(setting);
      // A failed update shows the Error dialog; the notice is closed either way, as the user asked.
      settings.turnOff(setting).catch(() => turnedOff.delete(setting));
      close();
    },
    setSettings(next) {
      settings = next;
      showNext();
    },
  };
}
