import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinOracle } from '#server/oracle/builtin.ts';
import type { Oracle } from '#server/oracle/oracle.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/** The builtin model behind a gate the test opens, counting how many readings it writes at once. */
function gatedOracle(): Oracle & { open(): void; running: number; mostAtOnce: number } {
  const builtin = createBuiltinOracle();
  let open: (() => void) | undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const oracle = {
    name: 'gated',
    running: 0,
    mostAtOnce: 0,
    open: () => open?.(),
    async generate(...args: Parameters<Oracle['generate']>) {
      oracle.running += 1;
      oracle.mostAtOnce = Math.max(oracle.mostAtOnce, oracle.running);
      try {
        await gate;
        // Slow enough that the queue's readings overlap once the gate opens.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return await builtin.generate(...args);
      } finally {
        oracle.running -= 1;
      }
    },
  };
  return oracle;
}

const READERS = 10;
const oracle = gatedOracle();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true, oracle, env: { READING_CONCURRENCY: '2' } });
});
afterAll(() => server.close());

describe('more readings than slots', () => {
  it(`queue behind the running ones with their place shown, and all get written, two at a time, on ${TEST_DB}`, async () => {
    const users = await Promise.all(Array.from({ length: READERS }, () => signUpWithKey(server)));
    const ids: string[] = [];
    for (const user of users) {
      const started = await startReading(server, user, await readingRequest(server, user));
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ status: 'QUEUED' });
      ids.push(started.json().id);
    }

    const last = users.at(-1)!;
    const waiting = (await server.request({ method: 'GET', url: '/v1/reading/is_in_queue', user: last })).json();
    expect(waiting.inQueue).toBe(true);
    expect(waiting.position).toBeGreaterThan(1);

    oracle.open();
    const readings = await Promise.all(users.map((user, index) => waitForReading(server, user, ids[index]!)));
    expect(readings.map((reading) => reading.status)).toEqual(Array(READERS).fill('ACTIVE'));
    expect(oracle.mostAtOnce).toBe(2);
  });
});
