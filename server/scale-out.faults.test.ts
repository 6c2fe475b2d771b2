import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reading, ReadingRequest, Started } from '#common/api/readings.ts';
import type { AvailableSpecialReadings } from '#common/api/special-readings.ts';
import { DEFAULT_COSTS, readingCost } from '#common/domain/reading-cost.ts';
import { SPECIAL_SPREAD_NAME } from '#common/domain/spreads.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { points } from '#server/db/schema/points.ts';
import { reading, readingClarifier } from '#server/db/schema/readings.ts';
import { type CountingModel, startCountingModel } from '#server/oracle/testing/counting-model.ts';
import { clarifierChargeKey, readingChargeKey } from '#server/readings/charge-key.ts';
import { type Cluster, startCluster } from '#server/test/cluster.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { eventsOf, openStream } from '#server/test/event-stream.ts';
import { readingRequest } from '#server/test/reading-helpers.ts';
import { remoteAgent } from '#server/test/remote-agent.ts';
import { TEST_ORIGIN, type TestUser, type UserAgent } from '#server/test/test-server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('scale-out proof skipped: it runs API and worker processes on PostgreSQL; set TEST_DATABASE_URL');

const USERS = 20;
/** Gems each user starts with: above the regeneration cap, so no regeneration enters the ledger. */
const GEMS = 500;
/** Users whose first reading is watched for its partial text from the other API. */
const LIVE_SAMPLE = 10;
/**
 * The sampled readings stream over about three seconds, so they make several partial events even when the worker's
 * process is starved of CPU: the oracle passes on at most one partial every 250 ms.
 */
const LIVE_GAP_MS = 400;
/**
 * Each user's starts in order. A user has one active reading at a time (docs/architecture.md#starting), so they go one
 * after another: a reading, clarifiers on it once written (the second one dearer), then saved before the next start.
 */
const PLAN = ['reading', 'clarifier', 'clarifier', 'special', 'reading', 'clarifier', 'reading', 'special', 'reading', 'reading'] as const;
type Kind = (typeof PLAN)[number];
/** The ordinary readings' shapes by step: several spreads, a crossing card and visual descriptions, so prices differ. */
const SHAPES: Record<number, Partial<ReadingRequest>> = {
  0: { spreadTypeName: 'THREE_CARD', cards: 3 },
  4: { spreadTypeName: 'SINGLE', cards: 1, includeVisualDescriptions: true },
  6: { spreadTypeName: 'CELTIC_CROSS', cards: 9, crossing: true, crossingCard: 77 },
  8: { spreadTypeName: 'GENERAL', cards: 5 },
  9: { spreadTypeName: 'RELATIONSHIP', cards: 5 },
};
/** A generous bound on any one wait: a reading takes about two seconds from start to end. */
const WAIT_MS = 60_000;

/** One start: who, what, on which API, and what the test expects it to cost. */
interface Start {
  user: TestUser;
  kind: Kind;
  /** The reading's id, or the clarifier's. */
  id: string;
  readingId: string;
  question: string;
  cost: number;
  api: number;
}

async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${WAIT_MS / 1000} s`)), WAIT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const byKey = (a: { idempotencyKey: string }, b: { idempotencyKey: string }) => a.idempotencyKey.localeCompare(b.idempotencyKey);

/** Distinct draw positions for `count` cards, different per user (crossing card 77 is never among them). */
const picks = (count: number, user: number) => Array.from({ length: count }, (_, index) => index * 7 + user);

describe.skipIf(!adminUrl)('two API and two worker processes on one PostgreSQL', () => {
  let model: CountingModel;
  let cluster: Cluster;
  let agents: UserAgent[];

  beforeAll(async () => {
    model = await startCountingModel({ parts: 8, gapMs: 150 });
    cluster = await startCluster({
      adminUrl: adminUrl!,
      webs: 2,
      workers: 2,
      prefix: 'arcana_scale_out',
      // Both APIs serve one public address, as behind a load balancer; the agents' calls come from its pages.
      env: { TRUST_PROXY: '1', PUBLIC_URL: TEST_ORIGIN, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.baseURL, AI_MODEL: 'fake-model' },
    });
    agents = cluster.webs.map((web) => remoteAgent(web.baseURL, { confirmationLink: web.confirmationLink, origin: TEST_ORIGIN }));
  });

  afterAll(async () => {
    await cluster?.stop();
    await model?.close();
  });

  /** The user's view of a reading, from API `api`. */
  async function view(api: number, user: TestUser, id: string): Promise<Reading> {
    const response = await agents[api]!.request({ method: 'GET', url: `/v1/reading/get_reading/${id}`, user });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Reading>();
  }

  /** Follows `id`'s live stream on API `api` to its end; `opened` runs once the stream is subscribed. */
  async function watch(api: number, user: TestUser, id: string, opened?: () => void): Promise<Record<string, unknown>[]> {
    const stream = await openStream(cluster.webs[api]!.baseURL, user, id);
    expect(stream.statusCode).toBe(200);
    await within(stream.firstEvent, `the first event of ${id}`);
    opened?.();
    await within(stream.ended, `the stream of ${id}`);
    return eventsOf(stream.body());
  }

  async function signUp(index: number): Promise<TestUser> {
    const agent = agents[index % 2]!;
    const user = await signUpWithKey(agent);
    // The points row exists once read; then the gems are set directly, as an admin grant would.
    await agent.request({ method: 'GET', url: '/v1/points/get', user });
    await cluster.database.db.update(points).set({ points: GEMS, extraPoints: 0, lastUpdate: new Date(), carryOverMilliseconds: 0 }).where(eq(points.userId, user.id));
    return user;
  }

  it('generates every reading exactly once, charges once, and streams progress to the other API', async () => {
    const users = await Promise.all(Array.from({ length: USERS }, (_, index) => signUp(index)));
    const templates = (await agents[0]!.request({ method: 'GET', url: '/v1/special-reading/available', user: users[0] })).json<AvailableSpecialReadings>();
    const template = templates.specialReadings[0];
    if (!template) throw new Error('no bonus reading template is available');

    const starts: Start[] = [];
    const live: { events: Record<string, unknown>[]; final: Reading }[] = [];

    /** One user's PLAN: each start on one API, alternating, and followed to its end on the other. */
    const runUser = async (index: number): Promise<void> => {
      const user = users[index]!;
      let written: Reading | undefined;
      let clarifiersAsked = 0;
      for (const [step, kind] of PLAN.entries()) {
        const api = (index + step) % 2;
        const other = 1 - api;
        const agent = agents[api]!;
        const question = `Question ${index}.${step}: what does this ${kind} hold for path ${index}-${step}?`;
        if (kind !== 'clarifier' && written) {
          const saved = await agent.request({ method: 'GET', url: '/v1/reading/save_reading', user });
          expect(saved.statusCode, saved.body).toBe(200);
          clarifiersAsked = 0;
        }
        let request: ReadingRequest;
        let cost: number;
        if (kind === 'clarifier') {
          request = await readingRequest(agent, user, {
            id: written!.id,
            question,
            cards: 1,
            selectedCards: [40 + index],
            spreadTypeName: 'GENERAL',
            clarifierForAnswerUuid: written!.spread.awnsers[clarifiersAsked % written!.spread.awnsers.length]!.answerUuid,
          });
          cost = readingCost({ kind, general: false, cards: 1, crossing: false, includeVisualDescriptions: false, clarifierCount: clarifiersAsked }, DEFAULT_COSTS);
        } else if (kind === 'special') {
          request = await readingRequest(agent, user, {
            question,
            cards: template.cards,
            selectedCards: picks(template.cards, index),
            spreadTypeName: SPECIAL_SPREAD_NAME,
            specialReadingId: template.id,
          });
          cost = template.flatCost;
        } else {
          const shape = SHAPES[step]!;
          request = await readingRequest(agent, user, { question, ...shape, selectedCards: picks(shape.cards!, index) });
          cost = readingCost({ kind, ...request }, DEFAULT_COSTS);
        }

        const sampled = index < LIVE_SAMPLE && step === 0;
        const release = sampled ? model.hold(question, { gapMs: LIVE_GAP_MS }) : undefined;
        const response = await agent.request({ method: 'POST', url: `/v1/reading/start/${kind}`, user, payload: request });
        expect(response.statusCode, response.body).toBe(200);
        const started = response.json<Started>();

        let id = started.id;
        if (kind === 'clarifier') {
          const clarifier = (await view(other, user, started.id)).clarifiers.find((entry) => entry.position === started.clarifierPosition);
          id = clarifier!.id!;
          clarifiersAsked += 1;
        }
        starts.push({ user, kind, id, readingId: started.id, question, cost, api });

        const events = await watch(other, user, id, release);
        expect(events.at(-1)).toMatchObject({ status: 'ACTIVE' });
        const final = await view(other, user, started.id);
        if (kind === 'clarifier') {
          expect(final.clarifiers.find((entry) => entry.id === id)?.status).toBe('ACTIVE');
        } else {
          expect(final.status).toBe('ACTIVE');
          written = final;
        }
        if (sampled) live.push({ events, final });
      }
    };

    await Promise.all(users.map((_, index) => runUser(index)));

    // Generated exactly once: one model call per question, one finished row per start, one completed job each.
    expect(starts).toHaveLength(USERS * PLAN.length);
    const doubleGenerated = starts.filter((start) => model.calls.get(start.question) !== 1);
    expect(doubleGenerated).toEqual([]);
    expect([...model.calls.values()].reduce((sum, calls) => sum + calls, 0)).toBe(starts.length);

    const { db } = cluster.database;
    const readingStarts = starts.filter((start) => start.kind !== 'clarifier');
    const clarifierStarts = starts.filter((start) => start.kind === 'clarifier');
    const readingRows = await db.select({ id: reading.id, kind: reading.kind, status: reading.status, cost: reading.cost }).from(reading);
    expect(readingRows).toHaveLength(readingStarts.length);
    const rowById = new Map(readingRows.map((row) => [row.id, row]));
    for (const start of readingStarts) {
      expect(rowById.get(start.id)).toMatchObject({ kind: start.kind, cost: start.cost, status: expect.stringMatching(/^(ACTIVE|SAVED)$/) });
    }
    const clarifierRows = await db.select({ id: readingClarifier.id, status: readingClarifier.status, cost: readingClarifier.cost }).from(readingClarifier);
    expect(clarifierRows.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual(
      clarifierStarts.map((start) => ({ id: start.id, status: 'ACTIVE', cost: start.cost })).toSorted((a, b) => a.id.localeCompare(b.id)),
    );

    // pg-boss keeps a finished job in `job` until it archives it hours later; both tables are read to be sure of every one.
    const jobs = (
      await cluster.database.executeSql(
        `SELECT name, state, retry_count, data FROM pgboss.job WHERE name IN ('generate-reading', 'reading-failed')
         UNION ALL SELECT name, state, retry_count, data FROM pgboss.archive WHERE name IN ('generate-reading', 'reading-failed')`,
      )
    ).rows as { name: string; state: string; retry_count: number; data: { readingId: string; clarifierId?: string } }[];
    expect(jobs.filter((job) => job.name === 'reading-failed')).toEqual([]);
    expect(jobs).toHaveLength(starts.length);
    for (const start of starts) {
      const own = jobs.filter((job) => (job.data.clarifierId ?? job.data.readingId) === start.id);
      expect(own).toEqual([expect.objectContaining({ state: 'completed', retry_count: 0 })]);
    }

    // Charged exactly once: each user's ledger is one spend per start at its price, nothing else, and the balance agrees.
    const userIds = users.map((user) => user.id);
    const ledger = await db.select().from(pointsLedger).where(inArray(pointsLedger.userId, userIds));
    const expectedLedger = starts.map((start) => ({
      userId: start.user.id,
      kind: 'spend',
      idempotencyKey: start.kind === 'clarifier' ? clarifierChargeKey(start.id) : readingChargeKey(start.readingId),
      gems: -start.cost,
    }));
    expect(
      ledger.map((entry) => ({ userId: entry.userId, kind: entry.kind, idempotencyKey: entry.idempotencyKey, gems: entry.pointsDelta + entry.extraPointsDelta })).toSorted(byKey),
    ).toEqual(expectedLedger.toSorted(byKey));
    const balances = await db.select().from(points).where(inArray(points.userId, userIds));
    let doubleCharges = 0;
    for (const user of users) {
      const spent = starts.filter((start) => start.user === user).reduce((sum, start) => sum + start.cost, 0);
      const balance = balances.find((row) => row.userId === user.id)!;
      if (balance.points + balance.extraPoints !== GEMS - spent) doubleCharges += 1;
    }
    expect(doubleCharges).toBe(0);

    // Live progress across processes: each sampled reading, started on one API, streamed its partial text on the other.
    expect(live).toHaveLength(LIVE_SAMPLE);
    const partialCounts = live.map(({ events, final }) => {
      const partials = events.filter((event) => event.status === 'GENERATING' && event.partial !== undefined);
      for (const event of partials) {
        const partial = event.partial as { title?: string; answers?: { index: number; text: string }[] };
        if (partial.title !== undefined) expect(final.title.startsWith(partial.title)).toBe(true);
        for (const answer of partial.answers ?? []) expect(final.spread.awnsers[answer.index]?.text?.startsWith(answer.text)).toBe(true);
      }
      return partials.length;
    });
    expect(Math.min(...partialCounts)).toBeGreaterThanOrEqual(3);

    const onEach = [0, 1].map((api) => starts.filter((start) => start.api === api).length);
    const kinds = (kind: Kind) => starts.filter((start) => start.kind === kind).length;
    console.log(
      `${starts.length} readings, 2 APIs, 2 workers: ${starts.length} generated once, 0 double charges ` +
        `(${kinds('reading')} readings, ${kinds('clarifier')} clarifiers, ${kinds('special')} bonus readings for ${USERS} users; ` +
        `${onEach[0]}/${onEach[1]} started per API, each followed to its end on the other; ${jobs.length} jobs completed first try; ` +
        `${LIVE_SAMPLE} readings streamed their text across APIs in ${Math.min(...partialCounts)}–${Math.max(...partialCounts)} partial events each)`,
    );
  });
});
