import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_HUE_STEP_MAX_DEG } from '#common/limits.ts';
import { accentAt, BASE_ACCENT_HUE, HUE_STEP_MS, HUE_STORAGE_KEY, nextHue, setDynamicHue } from './dynamic-hue.ts';

const accent = () => document.documentElement.style.getPropertyValue('--app-accent');

describe('nextHue', () => {
  it.each([
    [43, undefined, 43 + THEME_HUE_STEP_MAX_DEG],
    [43, 10, 43 + THEME_HUE_STEP_MAX_DEG],
    [43, -10, 43 - THEME_HUE_STEP_MAX_DEG],
    [43, 1, 44],
    [359, 2, 1],
    [1, -2, 359],
  ])('moves %s by %s to %s, never more than the largest step', (hue, step, expected) => {
    expect(nextHue(hue, step)).toBe(expected);
  });
});

describe('setDynamicHue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    setDynamicHue({ enabled: false, persist: false });
    vi.useRealTimers();
  });

  it('drifts the accent one step at a time and clears it when turned off', () => {
    setDynamicHue({ enabled: true, persist: false });
    expect(accent()).toBe(accentAt(BASE_ACCENT_HUE));
    vi.advanceTimersByTime(HUE_STEP_MS * 3);
    expect(accent()).toBe(accentAt(BASE_ACCENT_HUE + 3 * THEME_HUE_STEP_MAX_DEG));
    expect(localStorage.getItem(HUE_STORAGE_KEY)).toBeNull();
    setDynamicHue({ enabled: false, persist: false });
    expect(accent()).toBe('');
  });

  it('with persist, stores the hue and starts from it next time', () => {
    setDynamicHue({ enabled: true, persist: true });
    vi.advanceTimersByTime(HUE_STEP_MS * 2);
    const reached = BASE_ACCENT_HUE + 2 * THEME_HUE_STEP_MAX_DEG;
    expect(localStorage.getItem(HUE_STORAGE_KEY)).toBe(String(reached));
    setDynamicHue({ enabled: false, persist: true });
    setDynamicHue({ enabled: true, persist: true });
    expect(accent()).toBe(accentAt(reached));
  });
});
