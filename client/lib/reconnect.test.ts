import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './http-error.ts';
import { connection } from './network.ts';
import { queryClient } from './query-client.ts';
// oxlint-disable-next-line import/no-unassigned-import -- what is tested: the module follows the connection once loaded
import './reconnect.ts';

afterEach(() => {
  connection.set(true);
  queryClient.clear();
});

/** Watches a query as a mounted page does, so a refetch reaches it. */
function watch(key: string, queryFn: () => Promise<string>, staleTime = 30_000) {
  const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn, staleTime });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

describe('back online', () => {
  it('fetches again what failed while offline, and leaves alone what was fetched before', async () => {
    const before = vi.fn(async () => 'shuffle');
    const kept = watch('before', before, Number.POSITIVE_INFINITY);
    await vi.waitFor(() => expect(kept.observer.getCurrentResult().data).toBe('shuffle'));

    connection.set(false);
    const missed = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new NetworkError(new TypeError('Failed to fetch'))).mockResolvedValue('messages');
    const failed = watch('missed', missed);
    // Offline the query still runs once and fails at once, rather than waiting unseen for the connection.
    await vi.waitFor(() => expect(failed.observer.getCurrentResult().isError).toBe(true));

    connection.set(true);
    await vi.waitFor(() => expect(failed.observer.getCurrentResult().data).toBe('messages'));
    expect(before).toHaveBeenCalledOnce();
    kept.stop();
    failed.stop();
  });
});
