import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_SETTINGS, type NotificationSetting } from '#common/domain/user-settings.ts';
import { NOTICE_CLOSE_DELAY_MS } from '#common/limits.ts';
import { createNoticeQueue, type Notice } from './notice-queue.ts';
import type { NoticeName } from './notices.ts';

const notice = (id: NoticeName, setting?: NotificationSetting, onClose?: () => void): Notice => ({ id, setting, onClose });

/** A queue over settings where `off` are OFF, everything else ON; `turnOff` records its calls. */
function setUp(off: NotificationSetting[] = []) {
  const state = new Map<NotificationSetting, boolean | undefined>();
  const turnOff = vi.fn(async (setting: NotificationSetting) => state.set(setting, false));
  const settings = { isOn: (setting: NotificationSetting) => (state.has(setting) ? state.get(setting) : !off.includes(setting)), turnOff };
  const queue = createNoticeQueue(settings);
  const shown = () => queue.view.get();
  return { queue, shown, turnOff, state, settings };
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
});
