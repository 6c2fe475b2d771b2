import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DB, type TestDatabase } from '#server/test/test-database.ts';
import { createPostgresProgressBus, type ProgressBus, type ProgressEvent, type StatusNews } from './progress-bus.ts';
import { MAX_PARTS } from './progress-parts.ts';

const CHANNEL = 'arcana_reading_progress';
const onPostgres = TEST_DB === 'postgres';
if (!onPostgres) console.log('progress-bus.db.test.ts: LISTEN/NOTIFY exists on PostgreSQL only; PGlite uses the in-process bus.');

/** Waits (a bounded while) for `check`, running `attempt` before each look; fails the test if it never holds. */
async function eventually(check: () => boolean, what: string, attempt: () => Promise<void> = async () => {}): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    await attempt();
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (check()) return;
  }
  throw new Error(`never happened: ${what}`);
}

describe.skipIf(!onPostgres)('reading progress over PostgreSQL LISTEN/NOTIFY', () => {
  let test: TestDatabase;
  let bus: ProgressBus;
  const logs: { level: number; msg: string; reason?: string }[] = [];

  beforeAll(async () => {
    test = await openTestDatabase();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    bus = await createPostgresProgressBus(test.database.pool!, pino({ level: 'info' }, sink));
  });
  afterAll(async () => {
    await bus.close();
    await test.database.close();
    await test.drop();
  });

  const notify = (payload: string) => test.database.pool!.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);

  it('a malformed NOTIFY payload is logged as a warning and later events are still delivered', async () => {
    const heard: ProgressEvent[] = [];
    const unsubscribe = bus.subscribe('reading-1', (event) => heard.push(event));
    logs.length = 0;
    await notify('not json');
    await notify(JSON.stringify({ m: 'too-many', i: 0, n: MAX_PARTS * 1_000, d: '' }));
    await notify(JSON.stringify({ m: 'garbage', i: 0, n: 1, d: '%%% not base64 %%%' }));
    await notify(JSON.stringify({ m: 'not-an-event', i: 0, n: 1, d: Buffer.from('{"status":"LOST"}').toString('base64') }));
    await bus.publish({ readingId: 'reading-1', status: 'ACTIVE' });

    // One connection delivers notifications in order: once the valid event is heard, the bad ones were handled.
    await eventually(() => heard.length > 0, 'the valid event arrives');
    expect(heard).toEqual([{ readingId: 'reading-1', status: 'ACTIVE' }]);
    const warnings = logs.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(4);
    expect(warnings.every((line) => line.msg === 'dropped a reading progress notification' && typeof line.reason === 'string')).toBe(true);
    unsubscribe();
    expect(bus.listenerCount()).toBe(0);
  });

  it('a dropped LISTEN connection is logged, not a crash, and the bus listens again and says it may have missed events', async () => {
    const heard: ProgressEvent[] = [];
    const unsubscribe = bus.subscribe('reading-2', (event) => heard.push(event));
    const news: StatusNews[] = [];
    const stopNews = bus.subscribeStatuses((item) => news.push(item));
    logs.length = 0;
    await test.database.pool!.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${CHANNEL}'`,
    );
    await eventually(
      () => heard.length > 0,
      'an event after reconnecting',
      () => bus.publish({ readingId: 'reading-2', status: 'ACTIVE' }),
    );
    expect(logs.some((line) => line.level === 50 && line.msg.startsWith('lost the connection listening for reading progress'))).toBe(true);
    expect(news).toContainEqual({ kind: 'missed' });
    expect(news).toContainEqual({ kind: 'status', readingId: 'reading-2', status: 'ACTIVE' });
    stopNews();
    unsubscribe();
  });
});
