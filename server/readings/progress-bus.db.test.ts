import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
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
    bus = await createPostgresProgressBus(test.database.pool!, pino({ level: 'info' }, sink), randomBytes(32));
  });
  afterAll(async () => {
    await bus.close();
    await test.database.close();
    await test.drop();
  });

  const notify = (payload: string) => test.database.pool!.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);

  /** A plain connection LISTENing on the channel, as any role that can connect to the database could. */
  async function eavesdrop(): Promise<{ payloads: string[]; close: () => Promise<void> }> {
    const client = new pg.Client({ connectionString: test.url });
    await client.connect();
    const payloads: string[] = [];
    client.on('notification', (message) => {
      if (message.payload) payloads.push(message.payload);
    });
    await client.query(`LISTEN ${CHANNEL}`);
    return { payloads, close: () => client.end() };
  }

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

  describe('readings crossing NOTIFY are sealed', () => {
    const TEXT = 'The Moon asks what the sea keeps from me';

    type Part = { m: string; i: number; n: number; d: string };
    const parse = (payload: string) => JSON.parse(payload) as Part;
    /** Whether `payloads` hold every part of the event their first part belongs to. */
    const wholeEvent = (payloads: string[]) => payloads.length > 0 && payloads.length === parse(payloads[0]!).n;

    it('a listener on the channel reads neither the text nor its base64, and subscribers still get the event in parts', async () => {
      const spy = await eavesdrop();
      try {
        const event: ProgressEvent = {
          readingId: 'reading-sealed',
          status: 'GENERATING',
          partial: { title: TEXT, answers: [{ index: 0, text: `${TEXT}. `.repeat(300) }] },
        };
        const heard: ProgressEvent[] = [];
        const unsubscribe = bus.subscribe(event.readingId, (item) => heard.push(item));
        await bus.publish(event);
        await eventually(() => heard.length > 0 && wholeEvent(spy.payloads), 'the event and all its parts arrive');

        expect(heard).toEqual([event]);
        expect(spy.payloads.length).toBeGreaterThan(1);
        for (const payload of spy.payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
        expect(spy.payloads.join('')).not.toContain(TEXT);
        const carried = spy.payloads.map(parse).toSorted((a, b) => a.i - b.i).map((part) => part.d).join('');
        expect(Buffer.from(carried, 'base64').toString('latin1')).not.toContain(TEXT);
        unsubscribe();
      } finally {
        await spy.close();
      }
    });

    it('a forged, unsealed or tampered event is dropped with a warning and never reaches the subscriber', async () => {
      const readingId = 'reading-forged';
      const spy = await eavesdrop();
      let genuine: Part;
      try {
        // A genuine event, taken off the wire before anyone subscribes to its reading.
        await bus.publish({ readingId, status: 'GENERATING', partial: { title: TEXT } });
        await eventually(() => wholeEvent(spy.payloads), 'the genuine event goes out');
        genuine = parse(spy.payloads[0]!);
      } finally {
        await spy.close();
      }
      const heard: ProgressEvent[] = [];
      const unsubscribe = bus.subscribe(readingId, (event) => heard.push(event));
      logs.length = 0;
      const FORGED = 'Forged text in the user’s live page';
      const forged: ProgressEvent = { readingId, status: 'GENERATING', partial: { title: FORGED } };
      await notify(JSON.stringify({ m: 'forged', i: 0, n: 1, d: Buffer.from(JSON.stringify(forged)).toString('base64') }));
      const flipped = genuine.d[20] === 'A' ? 'B' : 'A';
      await notify(JSON.stringify({ ...genuine, d: `${genuine.d.slice(0, 20)}${flipped}${genuine.d.slice(21)}` }));
      await notify(JSON.stringify({ ...genuine, m: 'another-message' }));
      await bus.publish({ readingId, status: 'ACTIVE' });

      // One connection delivers notifications in order: once the genuine event is heard, the others were handled.
      await eventually(() => heard.length > 0, 'the genuine event arrives');
      expect(heard).toEqual([{ readingId, status: 'ACTIVE' }]);
      const warnings = logs.filter((line) => line.level === 40);
      expect(warnings).toHaveLength(3);
      expect(warnings.every((line) => line.msg === 'dropped a reading progress notification')).toBe(true);
      expect(JSON.stringify(warnings)).not.toContain(FORGED);
      expect(JSON.stringify(warnings)).not.toContain(TEXT);
      unsubscribe();
    });
  });
});
