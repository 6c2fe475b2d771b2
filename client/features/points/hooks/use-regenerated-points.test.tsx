import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { renderQueryHook } from '#client/test/render-query-hook.tsx';
import { useRegeneratedPoints } from './use-regenerated-points.ts';

/** docs/product.md#constants: GEM_TICK_MS is 20 s. Written out so that a changed period fails here. */
const GEM_TICK = 20_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  // A gem a second, far from the cap, so the count shows exactly which moment the hook last regenerated at.
  mockFetch({
    '/v1/points/get': {
      body: { points: 0, millisecondsPerPoint: 1_000, carryOverMilliseconds: 0, lastUpdate: Date.now(), maxPoints: 1_000, extraPoints: 0, coins: 0 },
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// docs/product.md#gem-regeneration: the browser re-runs the regeneration every GEM_TICK_MS.
describe('useRegeneratedPoints', () => {
  it('regenerates the gems every 20 s (GEM_TICK_MS), and not in between', async () => {
    const { result } = renderQueryHook(useRegeneratedPoints);
    await advance(0);
    expect(result.current?.points).toBe(0);
    await advance(GEM_TICK - 1);
    expect(result.current?.points).toBe(0);
    await advance(1);
    expect(result.current?.points).toBe(GEM_TICK / 1_000);
    await advance(GEM_TICK - 1);
    expect(result.current?.points).toBe(GEM_TICK / 1_000);
    await advance(1);
    expect(result.current?.points).toBe((2 * GEM_TICK) / 1_000);
  });
});
