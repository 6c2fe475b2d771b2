import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Points } from '#common/api/points.ts';
import { IN_PROGRESS_STATUSES, type Reading, WRITTEN_STATUSES } from '#common/api/readings.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { remoteAgent } from '#server/test/remote-agent.ts';
import { mountSmallDisk, type SmallDisk } from '#server/test/small-disk.ts';
import { type SpawnedServer, startSpawnedServer } from '#server/test/spawned-server.ts';
import type { TestResponse, TestUser, UserAgent } from '#server/test/test-server.ts';

/** Room for a new embedded database (~60 MB) and the readings of the test, small enough to fill in a moment. */
const DISK_MB = 160;
/**
 * Writes that fit into pages the database already has still succeed on a full disk; these many
 * start-and-discard rounds (each a reading row, a ledger entry and a job) always need new pages.
 */
const MAX_ROUNDS_WHILE_FULL = 200;
/** Refused writes to see before freeing the disk. */
const REFUSALS = 3;
const READING_DEADLINE_MS = 30_000;
const POLL_MS = 100;

let disk: SmallDisk | undefined;
let skipReason: string | undefined;
if (process.getuid?.() !== 0) skipReason = 'mounting a small disk needs root';

/** One answer the test judged. */
interface Seen {
  what: string;
  status: number;
  error?: string;
  message?: string;
}

function seen(what: string, response: TestResponse): Seen {
  if (response.statusCode === 200) return { what, status: 200 };
  const body = (() => {
    try {
      return response.json<{ error?: string; message?: string }>();
    } catch {
      return { error: 'not JSON', message: response.body.slice(0, 200) };
    }
  })();
  return { what, status: response.statusCode, error: body.error, message: body.message };
}

describe.skipIf(skipReason)('the embedded database on a full disk', () => {
  let server: SpawnedServer | undefined;
  let agent: UserAgent;
  let user: TestUser;
  let dataDir: string;

  beforeAll(() => {
    try {
      disk = mountSmallDisk(DISK_MB);
      dataDir = join(disk.dir, 'data');
    } catch (error) {
      skipReason = (error as Error).message;
      console.log(`disk-full test skipped: ${skipReason}`);
    }
  });

  afterAll(async () => {
    await server?.stop();
    disk?.free();
    disk?.remove();
  });

  const start = async () => {
    server = await startSpawnedServer({ dataDir, env: { TRUST_PROXY: '1' } });
    agent = remoteAgent(server.baseURL, { confirmationLink: server.confirmationLink });
  };

  /** Polls a reading until it leaves QUEUED and GENERATING, or throws past the deadline. */
  async function finished(id: string): Promise<Reading> {
    const deadline = Date.now() + READING_DEADLINE_MS;
    for (;;) {
      const response = await agent.request({ method: 'GET', url: `/v1/reading/get_reading/${id}`, user });
      const reading = response.statusCode === 200 ? response.json<Reading>() : undefined;
      if (reading && !IN_PROGRESS_STATUSES.includes(reading.status)) return reading;
      if (Date.now() > deadline) throw new Error(`reading ${id} still ${reading?.status ?? response.statusCode}: ${response.body.slice(0, 200)}`);
      await delay(POLL_MS);
    }
  }

  /**
   * One round of writes as a user makes them: sell a gem, then start a reading, follow it and save it.
   * @returns every answer, the sale if acknowledged, and the reading if it was acknowledged and saved.
   */
  async function writeRound(): Promise<{ answers: Seen[]; sold: boolean; saved?: string }> {
    const answers: Seen[] = [];
    const sale = await agent.request({ method: 'GET', url: '/v1/points/sellGems?gemsToSell=1', user });
    answers.push(seen('sell gem', sale));
    const started = await startReading(agent, user, await readingRequest(agent, user));
    answers.push(seen('start reading', started));
    if (started.statusCode !== 200) return { answers, sold: sale.statusCode === 200 };
    const id = started.json<{ id: string }>().id;
    const reading = await finished(id);
    answers.push({ what: `reading ${reading.status}`, status: reading.status === 'ACTIVE' ? 200 : 0 });
    const save = await agent.request({ method: 'GET', url: '/v1/reading/save_reading', user });
    answers.push(seen('save reading', save));
    return { answers, sold: sale.statusCode === 200, ...(save.statusCode === 200 ? { saved: id } : {}) };
  }

  it('refuses writes with a clear 503 while the disk is full, takes them again once freed, and loses nothing', async (context) => {
    if (skipReason || !disk) return context.skip();
    await start();
    user = await signUpWithKey(agent);
    const acknowledged = { sales: 0, readings: [] as string[] };
    const record = (round: { sold: boolean; saved?: string }) => {
      if (round.sold) acknowledged.sales += 1;
      if (round.saved) acknowledged.readings.push(round.saved);
    };
    const before = await writeRound();
    expect(before.answers.every((answer) => answer.status === 200), JSON.stringify(before.answers)).toBe(true);
    record(before);

    const filled = disk.fill();
    const whileFull: Seen[] = [];
    const refused = () => whileFull.filter((answer) => answer.status !== 200 && answer.status !== 409);
    for (let round = 0; round < MAX_ROUNDS_WHILE_FULL && refused().length < REFUSALS; round += 1) {
      const started = await startReading(agent, user, await readingRequest(agent, user));
      whileFull.push(seen('start reading', started));
      // Discarded at once: a reading the user threw away is no write that must survive.
      whileFull.push(seen('discard reading', await agent.request({ method: 'GET', url: '/v1/reading/delete_reading/active', user })));
      if (round % 10 === 0) {
        const sale = await agent.request({ method: 'GET', url: '/v1/points/sellGems?gemsToSell=1', user });
        whileFull.push(seen('sell gem', sale));
        if (sale.statusCode === 200) acknowledged.sales += 1;
      }
    }
    const health = await agent.request({ method: 'GET', url: '/healthz' });
    const list = await agent.request({ method: 'GET', url: '/v1/reading/get_reading_ids', user });

    // Refused writes are a 503 saying storage is full, never a 500; reads still answer; the log says why.
    expect(refused().length).toBeGreaterThanOrEqual(REFUSALS);
    expect(refused().filter((answer) => answer.status !== 503 || answer.error !== 'storage_full')).toEqual([]);
    expect(refused()[0]?.message).toMatch(/storage is full/);
    expect(health.statusCode).toBe(200);
    expect(list.statusCode).toBe(200);
    expect(server!.output()).toContain('the disk holding the database is full');
    expect(server!.child.exitCode).toBeNull();

    // Space returns: writes work again in the same process.
    disk.free();
    // A reading started while full whose writing failed is written now, not left GENERATING.
    const active = (await agent.request({ method: 'GET', url: '/v1/reading/get_active_reading', user })).json<Reading | null>();
    let caught = 'none';
    if (active) {
      caught = (await finished(active.id)).status;
      expect(caught).toBe('ACTIVE');
      expect((await agent.request({ method: 'GET', url: '/v1/reading/save_reading', user })).statusCode).toBe(200);
      acknowledged.readings.push(active.id);
    }
    const after = await writeRound();
    expect(after.answers.every((answer) => answer.status === 200), JSON.stringify(after.answers)).toBe(true);
    record(after);

    // A restart on the same DATA_DIR opens the database with every acknowledged write in it.
    await server!.stop();
    await start();
    const ids = await agent.request({ method: 'GET', url: '/v1/reading/get_reading_ids', user });
    expect(ids.statusCode).toBe(200);
    expect(ids.json<{ ids: string[] }>().ids.toSorted()).toEqual(acknowledged.readings.toSorted());
    for (const id of acknowledged.readings) {
      const reading = await agent.request({ method: 'GET', url: `/v1/reading/get_reading/${id}`, user });
      // The newest saved reading is still the open one, ACTIVE; the others SAVED.
      expect(WRITTEN_STATUSES).toContain(reading.json<Reading>().status);
    }
    const points = (await agent.request({ method: 'GET', url: '/v1/points/get', user })).json<Points>();
    expect(points.coins).toBe(acknowledged.sales);

    const counts = new Map<string, number>();
    for (const answer of refused()) counts.set(answer.what, (counts.get(answer.what) ?? 0) + 1);
    console.log(
      `embedded database on a ${DISK_MB} MB disk filled with ${Math.round(filled / 2 ** 20)} MB: ${whileFull.length} writes tried, ` +
        `${refused().length} refused with 503 storage_full (${[...counts].map(([what, n]) => `${n} ${what}`).join(', ')}), the rest fit, 0 errors 500, reads still 200; ` +
        `after freeing writes worked in the same process (the reading caught mid-write ended ${caught}); after a restart all ${acknowledged.readings.length} saved readings and ${acknowledged.sales} sales were there`,
    );
  });
});
