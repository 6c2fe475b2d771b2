import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueueStats } from '#common/api/admin-ops.ts';
import { type ApiMock, mockApi } from '#client/test/mock-api.ts';
import { resetVisibility, setVisibility } from '#client/test/page-visibility.ts';
import { renderQueryHook } from '#client/test/render-query-hook.tsx';
import { useQueueStats } from './api.ts';

/** Written out so that a changed period fails here. */
const TEN_SECONDS = 10_000;
let api: ApiMock;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const statsCalls = () => api.requests(getQueueStats).length;

beforeEach(() => {
  vi.useFakeTimers();
  api = mockApi([[getQueueStats, { queues: [], recentFailures: [] }]]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetVisibility();
});

describe('the queue figures refresh', () => {
  it('asks again every 10 s while the page is visible', async () => {
    renderQueryHook(useQueueStats);
    await advance(0);
    expect(statsCalls()).toBe(1);
    await advance(TEN_SECONDS - 1);
    expect(statsCalls()).toBe(1);
    await advance(1);
    expect(statsCalls()).toBe(2);
    await advance(TEN_SECONDS);
    expect(statsCalls()).toBe(3);
  });

  it('pauses while the page is hidden and asks at once when it shows again', async () => {
    renderQueryHook(useQueueStats);
    await advance(0);
    setVisibility('hidden');
    await advance(5 * TEN_SECONDS);
    expect(statsCalls()).toBe(1);
    setVisibility('visible');
    await advance(0);
    expect(statsCalls()).toBe(2);
  });
});
