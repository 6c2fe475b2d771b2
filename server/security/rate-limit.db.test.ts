import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHit } from '#server/db/schema/rate-limits.ts';
import { RateLimitedError } from '#server/http/errors.ts';
import { purgeExpired } from '#server/jobs/purge.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { admit, consumeLimits, type WindowLimit } from './rate-limit.ts';

const MINUTE = 60_000;
/** A fixed clock far from now, so the hits of one test never meet another's. */
const T0 = Date.UTC(2030, 0, 1);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.services.database.db;
let limitCount = 0;
/** A limit with a name of its own, so every test counts from zero. */
const freshLimit = (limit: number, windowMs = MINUTE): WindowLimit => {
  limitCount += 1;
  return { name: `test-${limitCount}`, limit, windowMs };
};

async function refusal(run: () => Promise<void>): Promise<RateLimitedError | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
}

describe(`the database-backed window limiter on ${TEST_DB}`, () => {
  it('admits the limit per key in a sliding window, then says how long until the oldest hit leaves it', async () => {
    const limit = freshLimit(3);
    for (const at of [0, 10_000, 20_000]) await admit(db(), [[limit, 'a']], T0 + at);
    expect((await refusal(() => admit(db(), [[limit, 'a']], T0 + 30_000)))?.retryAfterSeconds).toBe(30);
    // Another key has its own window, and another limit counts the same key apart.
    await admit(db(), [[limit, 'b']], T0 + 30_000);
    await admit(db(), [[freshLimit(1), 'a']], T0 + 30_000);
    // The first hit slides out of the window.
    await admit(db(), [[limit, 'a']], T0 + MINUTE + 1);
    expect((await refusal(() => admit(db(), [[limit, 'a']], T0 + MINUTE + 2)))?.retryAfterSeconds).toBe(10);
    console.log(`limit 3 a minute on ${TEST_DB}: 4th hit waits 30 s, after the oldest slides out the next waits 10 s`);
  });

  it('does not count refused hits, so hammering never lengthens the wait', async () => {
    const limit = freshLimit(1);
    await admit(db(), [[limit, 'a']], T0);
    let refused = 0;
    for (let at = 1000; at < MINUTE; at += 1000) if (await refusal(() => admit(db(), [[limit, 'a']], T0 + at))) refused += 1;
    expect(refused).toBe(59);
    await admit(db(), [[limit, 'a']], T0 + MINUTE + 1);
    console.log(`limit 1 a minute on ${TEST_DB}: ${refused} refused hits in the window, admitted again 1 ms after it`);
  });

  it('admits only when every limit admits, counting nothing against the others when one refuses', async () => {
    const perUser = freshLimit(5);
    const perAddress = freshLimit(1);
    await admit(db(), [[perUser, 'u'], [perAddress, '10.0.0.1']], T0);
    for (let attempt = 0; attempt < 10; attempt += 1) expect(await refusal(() => admit(db(), [[perUser, 'u'], [perAddress, '10.0.0.1']], T0 + 1000))).toBeDefined();
    // The user's four remaining hits were not used up by the refused attempts.
    for (let attempt = 0; attempt < 4; attempt += 1) await admit(db(), [[perUser, 'u'], [perAddress, `10.0.1.${attempt}`]], T0 + 2000);
    expect(await consumeLimits(db(), [[perUser, 'u'], [perAddress, '10.0.2.1']], T0 + 3000)).toBeGreaterThan(0);
  });

  it('lets exactly the limit through when many requests arrive at once', async () => {
    const LIMIT = 7;
    const PARALLEL = 40;
    const limit = freshLimit(LIMIT);
    const waits = await Promise.all(Array.from({ length: PARALLEL }, () => consumeLimits(db(), [[limit, 'same client']], T0)));
    const admitted = waits.filter((wait) => wait === 0).length;
    expect(admitted).toBe(LIMIT);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(PARALLEL - LIMIT);
    console.log(`${PARALLEL} parallel admits against a limit of ${LIMIT} on ${TEST_DB}: ${admitted} passed, ${PARALLEL - admitted} refused with Retry-After 60`);
  });

  it('stores no address in plain text, and the purge deletes hits once they leave their window', async () => {
    const short = freshLimit(10, MINUTE);
    const long = freshLimit(10, 60 * MINUTE);
    const now = Date.now();
    await admit(db(), [[short, '203.0.113.9'], [long, '203.0.113.9']], now - 2 * MINUTE);
    const rows = await db().select({ key: rateLimitHit.key }).from(rateLimitHit);
    expect(rows.some((row) => row.key.includes('203.0.113.9'))).toBe(false);
    const [before] = await db().select({ hits: count() }).from(rateLimitHit);
    const counts = await purgeExpired(db(), new Date(now));
    const [after] = await db().select({ hits: count() }).from(rateLimitHit);
    // Every earlier test's hits are in 2030 and stay; of these two, only the one-minute hit has left its window.
    expect(counts.rateLimitHits).toBe(1);
    expect(after!.hits).toBe(before!.hits - 1);
    // The hour-long hit still counts after the purge.
    expect(await consumeLimits(db(), [[freshLimit(1), 'x'], [{ ...long, limit: 1 }, '203.0.113.9']], now)).toBeGreaterThan(0);
    console.log(`purge on ${TEST_DB}: deleted ${counts.rateLimitHits} expired hit, kept ${after!.hits} live ones; no raw address stored`);
  });
});
