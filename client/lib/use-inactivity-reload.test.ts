import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetVisibility, setVisibility } from '#client/test/page-visibility.ts';
import { useInactivityReload } from './use-inactivity-reload.ts';

/** docs/product.md#constants: INACTIVITY_RELOAD_MS is 1 hour (3,600,000 ms). Written out so that a changed limit fails here. */
const ONE_HOUR = 3_600_000;
const reload = vi.fn();
const idle = (ms: number) => vi.setSystemTime(Date.now() + ms);
const focusWindow = () => window.dispatchEvent(new Event('focus'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubGlobal('location', { ...window.location, reload });
  reload.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetVisibility();
});

// docs/product.md#staying-fresh: the page reloads when the user comes back after more than INACTIVITY_RELOAD_MS without using it.
describe('useInactivityReload', () => {
  it('reloads when the user returns after more than the inactivity limit', () => {
    renderHook(() => useInactivityReload());
    setVisibility('hidden');
    idle(ONE_HOUR + 1);
    setVisibility('visible');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload on a return within the limit', () => {
    renderHook(() => useInactivityReload());
    setVisibility('hidden');
    idle(ONE_HOUR);
    setVisibility('visible');
    focusWindow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('counts a return to the window (focus) like a return to the tab', () => {
    renderHook(() => useInactivityReload());
    idle(ONE_HOUR);
    focusWindow();
    expect(reload).not.toHaveBeenCalled();
    idle(ONE_HOUR + 1);
    focusWindow();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('counts coming back as using the page', () => {
    renderHook(() => useInactivityReload());
    idle(ONE_HOUR);
    focusWindow();
    idle(1_000);
    focusWindow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits for the user to return rather than reloading an idle or hidden page', () => {
    renderHook(() => useInactivityReload());
    idle(3 * ONE_HOUR);
    expect(reload).not.toHaveBeenCalled();
    setVisibility('hidden');
    idle(ONE_HOUR + 1);
    focusWindow();
    expect(reload).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('counts idle time from when the page was hidden', () => {
    renderHook(() => useInactivityReload());
    idle(ONE_HOUR - 1_000);
    setVisibility('hidden');
    idle(2_000);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])('counts %s as activity', (name) => {
    renderHook(() => useInactivityReload());
    idle(ONE_HOUR - 1_000);
    window.dispatchEvent(new Event(name));
    idle(2_000);
    focusWindow();
    expect(reload).not.toHaveBeenCalled();
    idle(ONE_HOUR + 1);
    focusWindow();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stops watching once unmounted', () => {
    const { unmount } = renderHook(() => useInactivityReload());
    unmount();
    setVisibility('hidden');
    idle(ONE_HOUR + 1);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
  });
});
