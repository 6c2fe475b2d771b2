import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_SETTINGS, type NotificationSetting } from '#common/domain/user-settings.ts';
import { createNoticeQueue, type Notice } from './notice-queue.ts';
import type { NoticeName } from './notices.ts';
import type { SeenNotices } from './seen-notices.ts';

const notice = (id: NoticeName, setting?: NotificationSetting, extra: Partial<Notice> = {}): Notice => ({ id, setting, ...extra });

/** What a browser remembers, in memory: `${id}@${version}` for each notice put away. */
function memorySeen(): SeenNotices & { marks: string[] } {
  const marks: string[] = [];
  return { marks, has: (id, version) => marks.includes(`${id}@${version}`), mark: (id, version) => void marks.push(`${id}@${version}`) };
}

/** A queue on page `/a` over settings where `off` are OFF, everything else ON; `turnOff` records its calls. */
function setUp(off: NotificationSetting[] = [], seen = memorySeen()) {
  const state = new Map<NotificationSetting, boolean | undefined>();
  const turnOff = vi.fn(async (setting: NotificationSetting) => state.set(setting, false));
  const settings = { isOn: (setting: NotificationSetting) => (state.has(setting) ? state.get(setting) : !off.includes(setting)), turnOff };
  const queue = createNoticeQueue(settings);
  queue.setPage('/a');
  queue.setSeen(seen);
  const shown = () => queue.view.get();
  return { queue, shown, turnOff, state, settings, seen };
}

describe('the notice queue', () => {
  it('shows a notice whose setting is ON in the page, and Learn More turns it into the modal', () => {
    const { queue, shown } = setUp();
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(shown()).toMatchObject({ notice: { id: 'questionTips' }, as: 'inline' });
    queue.learnMore();
    expect(shown()).toMatchObject({ notice: { id: 'questionTips' }, as: 'modal' });
  });

  it('never shows a notice whose setting is OFF', () => {
    const { queue, shown } = setUp(['READING_QUEUE_NOTIFICATION']);
    queue.enqueue(notice('queueExplanation', 'READING_QUEUE_NOTIFICATION'));
    expect(shown()).toBeNull();
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(shown()?.notice.id).toBe('questionTips');
  });

  it('shows a notice that cannot be disabled as a modal, even with every notice setting OFF', () => {
    const { queue, shown } = setUp([...NOTIFICATION_SETTINGS]);
    queue.enqueue(notice('productNews'));
    expect(shown()).toMatchObject({ notice: { id: 'productNews' }, as: 'modal' });
  });

  it('shows one notice a page: after Got it the next waits for the next page, and a page notice left behind is dropped', () => {
    const { queue, shown } = setUp();
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', { scope: 'app' }));
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(shown()?.notice.id).toBe('productNews');
    queue.close();
    expect(shown()).toBeNull();

    queue.setPage('/b');
    expect(shown()).toBeNull();
    queue.enqueue(notice('drawingExplanation', 'CARD_DRAWING_EXPLANATION_NOTIFICATION'));
    expect(shown()?.notice.id).toBe('drawingExplanation');
  });

  it('takes a page’s showing notice away, unseen, when the page is left, and lets it return on a later visit', () => {
    const { queue, shown, seen } = setUp();
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    queue.setPage('/b');
    expect(shown()).toBeNull();
    expect(seen.marks).toEqual([]);
    queue.setPage('/a');
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(shown()?.notice.id).toBe('questionTips');
  });

  it('keeps the app’s own notice showing from page to page, as the one notice of the page it reaches', () => {
    const { queue, shown } = setUp();
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', { scope: 'app' }));
    queue.setPage('/b');
    queue.enqueue(notice('drawingExplanation', 'CARD_DRAWING_EXPLANATION_NOTIFICATION'));
    expect(shown()?.notice.id).toBe('productNews');
    queue.close();
    expect(shown()).toBeNull();
  });

  it('Got it means seen, for every notice: it never returns with the same words, and returns with new ones', () => {
    const seen = memorySeen();
    const first = setUp([], seen);
    first.queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    first.queue.close();
    first.queue.setPage('/b');
    first.queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', { version: 'june', scope: 'app' }));
    first.queue.close();
    expect(seen.marks).toEqual(['questionTips@1', 'productNews@june']);

    // The next page load in the same browser.
    const next = setUp([], seen);
    next.queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    next.queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', { version: 'june', scope: 'app' }));
    expect(next.shown()).toBeNull();
    next.queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', { version: 'july', scope: 'app' }));
    expect(next.shown()?.notice.id).toBe('productNews');
  });

  it('Don’t Show Again sets the setting to OFF through the update call, closes, and drops queued notices of that setting', () => {
    const { queue, shown, turnOff } = setUp();
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', { scope: 'app' }));
    queue.dontShowAgain();
    expect(turnOff).toHaveBeenCalledWith('ARCANA_NOTIFICATION');
    expect(shown()).toBeNull();
    queue.setPage('/b');
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', { version: 'july', scope: 'app' }));
    expect(shown()).toBeNull();
    expect(turnOff).toHaveBeenCalledTimes(1);
  });

  it('offers no Don’t Show Again for a notice that cannot be disabled', () => {
    const { queue, shown, turnOff } = setUp();
    queue.enqueue(notice('productNews'));
    queue.dontShowAgain();
    expect(turnOff).not.toHaveBeenCalled();
    expect(shown()?.notice.id).toBe('productNews');
  });

  it('waits to know what this browser has seen before showing anything', () => {
    const queue = createNoticeQueue({ isOn: () => true, turnOff: async () => undefined });
    queue.setPage('/a');
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(queue.view.get()).toBeNull();
    const seen = memorySeen();
    seen.mark('questionTips', '1');
    queue.setSeen(seen);
    expect(queue.view.get()).toBeNull();
  });

  it('waits for the settings to load before deciding', () => {
    const { queue, shown, state, settings } = setUp();
    state.set('READING_SHARE_NOTIFICATION', undefined);
    queue.enqueue(notice('sharePrivacy', 'READING_SHARE_NOTIFICATION'));
    expect(shown()).toBeNull();
    state.set('READING_SHARE_NOTIFICATION', true);
    queue.setSettings(settings);
    expect(shown()?.notice.id).toBe('sharePrivacy');
  });
});
