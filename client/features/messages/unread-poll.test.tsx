import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CannedResponse, mockFetch } from '#client/test/mock-fetch.ts';
import { resetVisibility, setVisibility } from '#client/test/page-visibility.ts';
import { renderQueryHook } from '#client/test/render-query-hook.tsx';
import { useUnreadCount } from './api.ts';

/** docs/product.md#constants: UNREAD_POLL_MS is 5 minutes. Written out so that a changed period fails here. */
const FIVE_MINUTES = 5 * 60 * 1000;
let server: { '/v1/messages/unread/count': CannedResponse };
let fetchMock: ReturnType<typeof mockFetch>;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const unreadOnServer = (count: number) => (server['/v1/messages/unread/count'] = { body: { count } });

beforeEach(() => {
  vi.useFakeTimers();
  server = { '/v1/messages/unread/count': { body: { count: 1 } } };
  fetchMock = mockFetch(server);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetVisibility();
});

// docs/product.md#messages: fetched when the page becomes visible and every UNREAD_POLL_MS while it is visible.
describe('unread count poll', () => {
  it('polls every 5 minutes (UNREAD_POLL_MS) while the page is visible', async () => {
    const { result } = renderQueryHook(useUnreadCount);
    await advance(0);
    expect(result.current.data).toBe(1);
    unreadOnServer(2);
    await advance(FIVE_MINUTES - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(FIVE_MINUTES - 1);
    expect(result.current.data).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not poll while the page is hidden', async () => {
    renderQueryHook(useUnreadCount);
    await advance(0);
    setVisibility('hidden');
    await advance(3 * FIVE_MINUTES);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches when the page becomes visible again, then polls on', async () => {
    const { result } = renderQueryHook(useUnreadCount);
    await advance(0);
    setVisibility('hidden');
    await advance(FIVE_MINUTES + 1_000);
    unreadOnServer(4);
    setVisibility('visible');
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(4);
    await advance(FIVE_MINUTES);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
