import type { InjectOptions } from 'fastify';
import type { Reading } from '#common/api/readings.ts';
import { readingRequest } from './reading-helpers.ts';
import type { TestUser, UserAgent } from './test-server.ts';

/** One call of the load: what it was, how it was answered (0 when the connection failed), and when. */
export interface CallRecord {
  what: string;
  status: number;
  /** Whether the answer was JSON. */
  json: boolean;
  body: string;
  startedAt: number;
  endedAt: number;
}

/** What the load saw acknowledged: readings (by user) and gem sales (by user) answered 200. */
export interface LoadResult {
  calls: CallRecord[];
  readingIds: string[][];
  sales: number[];
}

export interface RunningLoad {
  /** Every call so far, in the order they ended. */
  calls: CallRecord[];
  /** Ends every user's loop after its current call; throws when a call does not end within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<LoadResult>;
}

/** Below the 50 saved readings a user may keep, so saving never refuses. */
const READINGS_PER_USER = 40;
const DONE: ReadonlyArray<Reading['status']> = ['ACTIVE', 'FAILED'];

/**
 * Reads and writes as `users` would, one loop per user, until stopped: start a reading, follow it, save it,
 * sell a gem, list the saved readings, ask /healthz. Every answer is recorded; the fault tests judge them.
 */
export function runLoad(agent: UserAgent, users: readonly TestUser[]): RunningLoad {
  const calls: CallRecord[] = [];
  const readingIds: string[][] = users.map(() => []);
  const sales = users.map(() => 0);
  const state = { stopping: false };

  const call = async (what: string, options: InjectOptions & { user?: TestUser }) => {
    const startedAt = Date.now();
    const response = await agent.request(options).catch(() => undefined);
    const json = (response?.headers['content-type'] ?? '').toString().includes('application/json');
    calls.push({ what, status: response?.statusCode ?? 0, json, body: response?.body ?? '', startedAt, endedAt: Date.now() });
    return response;
  };

  async function userLoop(index: number): Promise<void> {
    const user = users[index]!;
    const ids = readingIds[index]!;
    let active: string | undefined;
    while (!state.stopping) {
      if (active) {
        const current = await call('get reading', { method: 'GET', url: `/v1/reading/get_reading/${active}`, user });
        if (current?.statusCode === 200 && DONE.includes(current.json<Reading>().status)) {
          const saved = await call('save reading', { method: 'GET', url: '/v1/reading/save_reading', user });
          if (saved?.statusCode === 200) active = undefined;
        }
      } else if (ids.length < READINGS_PER_USER) {
        const commitment = await call('commitment', { method: 'GET', url: '/v1/reading/commitment', user });
        const shuffleId = commitment?.statusCode === 200 ? commitment.json<{ shuffleId: string }>().shuffleId : undefined;
        const payload = { ...(await template), shuffleId };
        const started = shuffleId ? await call('start reading', { method: 'POST', url: '/v1/reading/start/reading', user, payload }) : undefined;
        if (started?.statusCode === 200) {
          active = started.json<{ id: string }>().id;
          ids.push(active);
        } else if (started?.statusCode === 409) {
          // A start whose answer was lost may have committed: follow that reading, without counting it as acknowledged.
          const current = await call('active reading', { method: 'GET', url: '/v1/reading/get_active_reading', user });
          if (current?.statusCode === 200) active = current.json<Reading | null>()?.id;
        }
      }
      const sold = await call('sell gem', { method: 'GET', url: '/v1/points/sellGems?gemsToSell=1', user });
      if (sold?.statusCode === 200) sales[index]! += 1;
      await call('list readings', { method: 'GET', url: '/v1/reading/get_reading_ids', user });
      await call('health', { method: 'GET', url: '/healthz' });
    }
  }

  // The request the draw page sends; each start takes a fresh commitment of its own.
  const template = readingRequest(agent, users[0]!);
  const loops = Promise.all(users.map((_, index) => userLoop(index)));
  return {
    calls,
    async stop(timeoutMs = 30_000) {
      state.stopping = true;
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`a call of the load did not end within ${timeoutMs / 1000} s`)), timeoutMs);
      });
      await Promise.race([loops, hung]).finally(() => clearTimeout(timer));
      return { calls, readingIds, sales };
    },
  };
}
