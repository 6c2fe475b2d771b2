import { afterEach, describe, expect, it } from 'vitest';
import { browserSeenNotices } from './seen-notices.ts';

afterEach(() => localStorage.clear());

describe('the seen notices of this browser', () => {
  it('remember a notice with the version of its words, across page loads', () => {
    browserSeenNotices().mark('questionTips', '1');
    const nextLoad = browserSeenNotices();
    expect(nextLoad.has('questionTips', '1')).toBe(true);
    expect(nextLoad.has('questionTips', '2')).toBe(false);
    expect(nextLoad.has('drawingExplanation', '1')).toBe(false);
  });

  it('keep the news a browser closed before every notice was remembered', () => {
    localStorage.setItem('arcana:news-seen', 'settings-2026-11');
    const seen = browserSeenNotices();
    expect(seen.has('productNews', 'settings-2026-11')).toBe(true);
    seen.mark('questionTips', '1');
    expect(localStorage.getItem('arcana:news-seen')).toBeNull();
    expect(browserSeenNotices().has('productNews', 'settings-2026-11')).toBe(true);
  });

  it('treat unreadable storage as nothing seen', () => {
    localStorage.setItem('arcana:notices-seen', '[not json');
    expect(browserSeenNotices().has('questionTips', '1')).toBe(false);
  });

  it('forget every notice seen when cleared, the news of the older key too', () => {
    localStorage.setItem('arcana:news-seen', 'settings-2026-11');
    const seen = browserSeenNotices();
    seen.mark('questionTips', '1');
    expect(seen.any()).toBe(true);
    seen.clear();
    expect(seen.any()).toBe(false);
    expect(browserSeenNotices().has('questionTips', '1')).toBe(false);
    expect(browserSeenNotices().has('productNews', 'settings-2026-11')).toBe(false);
  });
});
