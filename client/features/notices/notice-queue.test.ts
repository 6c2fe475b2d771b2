import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_SETTINGS, type NotificationSetting } from '#common/domain/user-settings.ts';
import { NOTICE_CLOSE_DELAY_MS } from '#common/limits.ts';
import { createNoticeQueue, type Notice } from './notice-queue.ts';
import type { NoticeName } from './notices.ts';
import type { SeenNotices } from './seen-notices.ts';

const notice = (id: NoticeName, setting?: NotificationSetting, onClose?: () => void, version = '1'): Notice => ({ id, setting, version, onClose });

/** A due check-in's notice about reading `readingId`. */
const checkIn = (readingId: string): Notice => ({ id: `checkIn:${readingId}`, version: '100', action: { label: 'Open', to: `/r/${readingId}` } });

/** What a browser has seen, in memory: `id@version` for each notice put away. */
function seenInMemory(): SeenNotices & { marks: Set<string> } {
  const marks = new Set<string>();
  return {
    marks,
    has: (id, version) => marks.has(`${id}@${version}`),
    mark: (id, version) => void marks.add(`${id}@${version}`),
    any: () => marks.size > 0,
    clear: () => marks.clear(),
  };
}

/** A queue over settings where `off` are OFF, everything else ON; `turnOff` records its calls. */
function setUp(off: NotificationSetting[] = []) {
  const state = new Map<NotificationSetting, boolean | undefined>();
  const turnOff = vi.fn(async (setting: NotificationSetting) => state.set(setting, false));
  const seen = seenInMemory();
  const settings = { isOn: (setting: NotificationSetting) => (state.has(setting) ? state.get(setting) : !off.includes(setting)), turnOff, seen };
  const queue = createNoticeQueue(settings);
  const shown = () => queue.view.get();
  return { queue, shown, turnOff, state, settings, seen };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the notice queue', () => {
  it('shows a notice whose setting is ON as a bottom sheet, and Learn More turns it into the modal', () => {
    const { queue, shown } = setUp();
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(shown()).toMatchObject({ notice: { id: 'questionTips' }, as: 'sheet' });
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

  it('waits 0.3 s after closing, then shows the next notice and calls the closed one’s callback', () => {
    const { queue, shown } = setUp();
    const calls: string[] = [];
    const first = vi.fn(() => calls.push(`callback, next is ${shown()?.notice.id}`));
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', first));
    queue.enqueue(notice('queueExplanation', 'READING_QUEUE_NOTIFICATION'));
    expect(shown()?.notice.id).toBe('productNews');
    queue.close();
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS - 1);
    expect(shown()).toBeNull();
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown()?.notice.id).toBe('queueExplanation');
    expect(calls).toEqual(['callback, next is queueExplanation']);
    queue.close();
    vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS);
    expect(shown()).toBeNull();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('Don’t Show Again sets the setting to OFF through the update call, closes, and drops queued notices of that setting', async () => {
    const { queue, shown, turnOff } = setUp();
    queue.enqueue(notice('drawingExplanation', 'CARD_DRAWING_EXPLANATION_NOTIFICATION'));
    queue.enqueue(notice('questionTips', 'CARD_DRAWING_EXPLANATION_NOTIFICATION'));
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION'));
    queue.dontShowAgain();
    expect(turnOff).toHaveBeenCalledWith('CARD_DRAWING_EXPLANATION_NOTIFICATION');
    expect(shown()).toBeNull();
    await vi.advanceTimersByTimeAsync(NOTICE_CLOSE_DELAY_MS);
    expect(shown()?.notice.id).toBe('productNews');
    expect(turnOff).toHaveBeenCalledTimes(1);
  });

  it('offers no Don’t Show Again for a notice that cannot be disabled', () => {
    const { queue, shown, turnOff } = setUp();
    queue.enqueue(notice('productNews'));
    queue.dontShowAgain();
    expect(turnOff).not.toHaveBeenCalled();
    expect(shown()?.notice.id).toBe('productNews');
  });

  it('waits for the settings to load before deciding, and shows a notice once per page load', () => {
    const { queue, shown, state, settings } = setUp();
    state.set('READING_SHARE_NOTIFICATION', undefined);
    queue.enqueue(notice('sharePrivacy', 'READING_SHARE_NOTIFICATION'));
    expect(shown()).toBeNull();
    state.set('READING_SHARE_NOTIFICATION', true);
    queue.setSettings(settings);
    expect(shown()?.notice.id).toBe('sharePrivacy');
    queue.close();
    vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS);
    queue.enqueue(notice('sharePrivacy', 'READING_SHARE_NOTIFICATION'));
    expect(shown()).toBeNull();
  });

  it('waits for what this browser has seen, as for the settings', () => {
    const { queue, shown, settings } = setUp();
    queue.setSettings({ ...settings, seen: undefined });
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(shown()).toBeNull();
    queue.setSettings(settings);
    expect(shown()?.notice.id).toBe('questionTips');
  });

  it('remembers every notice closed with Got it, from the sheet or the modal, so it never returns with the same words', () => {
    const { queue, seen, settings } = setUp();
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', undefined, 'news-1'));
    queue.close();
    vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS);
    queue.learnMore();
    queue.close();
    expect(seen.marks).toEqual(new Set(['questionTips@1', 'productNews@news-1']));

    // The next page load: neither returns; after an update, the news with new words does.
    const nextLoad = createNoticeQueue(settings);
    nextLoad.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    nextLoad.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', undefined, 'news-1'));
    expect(nextLoad.view.get()).toBeNull();
    const updated = createNoticeQueue(settings);
    updated.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', undefined, 'news-2'));
    expect(updated.view.get()?.notice.version).toBe('news-2');
  });

  it('drops a waiting notice whose page is gone, to show it on a later visit, and closes a showing one unseen', () => {
    const { queue, shown, seen } = setUp();
    const closed = vi.fn();
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION', closed));
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    queue.withdraw('questionTips');
    queue.close();
    vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS);
    expect(shown()).toBeNull();

    // Back on the page: its notice is asked for again and shows; leaving closes it without counting it as seen.
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(shown()?.notice.id).toBe('questionTips');
    queue.enqueue(notice('drawingExplanation', 'CARD_DRAWING_EXPLANATION_NOTIFICATION'));
    queue.withdraw('questionTips');
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS);
    expect(shown()?.notice.id).toBe('drawingExplanation');
    expect(seen.marks).toEqual(new Set(['productNews@1']));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('forgets what was seen when asked, so a notice shows again within the same page load', () => {
    const { queue, shown } = setUp();
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    queue.close();
    vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS);
    expect(queue.anySeen()).toBe(true);
    queue.forgetSeen();
    expect(queue.anySeen()).toBe(false);
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'));
    expect(shown()?.notice.id).toBe('questionTips');
  });

  it('puts a page’s own notice ahead of waiting news about the whole app, but never interrupts the one showing', () => {
    const { queue, shown, settings } = setUp();
    queue.setSettings({ ...settings, seen: undefined });
    queue.enqueue(notice('productNews', 'ARCANA_NOTIFICATION'));
    queue.enqueue(notice('questionTips', 'READING_QUESTION_NOTIFICATION'), true);
    queue.setSettings(settings);
    expect(shown()?.notice.id).toBe('questionTips');
    queue.enqueue(notice('drawingExplanation', 'CARD_DRAWING_EXPLANATION_NOTIFICATION'), true);
    expect(shown()?.notice.id).toBe('questionTips');
    const order: (string | undefined)[] = [];
    for (let step = 0; step < 2; step += 1) {
      queue.close();
      vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS);
      order.push(shown()?.notice.id);
    }
    expect(order).toEqual(['drawingExplanation', 'productNews']);
  });

  it('tells notices of one name apart by what they are about: each shows, as a sheet for its step, is seen and is withdrawn on its own', () => {
    const { queue, shown, seen } = setUp();
    queue.enqueue(checkIn('r1'));
    queue.enqueue(checkIn('r2'));
    queue.enqueue(checkIn('r3'));
    queue.enqueue(checkIn('r1'));
    expect(shown()).toMatchObject({ notice: { id: 'checkIn:r1' }, as: 'sheet' });
    queue.withdraw('checkIn:r2');
    queue.close();
    vi.advanceTimersByTime(NOTICE_CLOSE_DELAY_MS);
    expect(shown()?.notice.id).toBe('checkIn:r3');
    expect([...seen.marks]).toEqual(['checkIn:r1@100']);
    queue.withdraw('checkIn:r3');
    expect(shown()).toBeNull();
    expect(seen.marks.has('checkIn:r3@100')).toBe(false);
  });
});
