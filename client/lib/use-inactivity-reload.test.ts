import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_RELOAD_MS } from '#common/limits.ts';
import { useInactivityReload } from './use-inactivity-reload.ts';

const reload = vi.fn();

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubGlobal('location', { ...window.location, reload });
  reload.mockClear();
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useInactivityReload', () => {
  it('reloads when the user returns after more than the inactivity limit', () => {
    renderHook(() => useInactivityReload());
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + INACTIVITY_RELOAD_MS + 1);
    setVisibility('visible');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload on a return within the limit', () => {
    renderHook(() => useInactivityReload());
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + INACTIVITY_RELOAD_MS);
    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('counts input as activity', () => {
    renderHook(() => useInactivityReload());
    vi.setSystemTime(Date.now() + INACTIVITY_RELOAD_MS - 1_000);
    window.dispatchEvent(new Event('keydown'));
    vi.setSystemTime(Date.now() + 2_000);
    window.dispatchEvent(new Event('focus'));
    expect(reload).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + INACTIVITY_RELOAD_MS + 1);
    window.dispatchEvent(new Event('focus'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
