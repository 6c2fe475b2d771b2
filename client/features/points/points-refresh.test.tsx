import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPoints } from '#common/api/points.ts';
import { type CannedResponse, mockFetch, pointsRecord } from '#client/test/mock-fetch.ts';
import { resetVisibility, setVisibility } from '#client/test/page-visibility.ts';
import { renderQueryHook } from '#client/test/render-query-hook.tsx';
import { usePoints } from './api.ts';

/** docs/product.md#constants: POINTS_REFRESH_MS is 1 hour. Written out so that a changed period fails here. */
const ONE_HOUR = 60 * 60 * 1000;
let server: { '/v1/points/get': CannedResponse };
let fetchMock: ReturnType<typeof mockFetch>;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  server = { '/v1/points/get': { body: pointsRecord(10) } };
  fetchMock = mockFetch(server);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetVisibility();
});

// docs/product.md#gem-regeneration: the record is re-fetched when the page becomes visible and every POINTS_REFRESH_MS.
describe('points refresh', () => {
  it('re-fetches the points record every hour (POINTS_REFRESH_MS)', async () => {
    const { result } = renderQueryHook(usePoints);
    await advance(0);
    expect(result.current.data?.points).toBe(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(ONE_HOUR - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(ONE_HOUR);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('re-fetches the points record when the page becomes visible again, even one just fetched', async () => {
    const { result } = renderQueryHook(usePoints);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    server['/v1/points/get'] = { body: pointsRecord(3) };
    setVisibility('visible');
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.data?.points).toBe(3);
  });

  it('re-fetches the points record when the window gets focus, which a window beside another gets without being hidden', async () => {
    const { result } = renderQueryHook(usePoints);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    server[getPoints.path] = { body: pointsRecord(41) };
    act(() => window.dispatchEvent(new Event('focus')));
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.data?.points).toBe(41);
  });
});
