import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shuffleCommitment } from '#server/db/schema/readings.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { createCommitment, MAX_UNUSED_SHUFFLES, takeCommitment } from './commitments.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unusedOf = async (userId: string) =>
  (await server.services.database.db.select({ id: shuffleCommitment.id }).from(shuffleCommitment).where(eq(shuffleCommitment.userId, userId))).map((row) => row.id);

describe('shuffle commitments', () => {
  it(`one user holds at most ${MAX_UNUSED_SHUFFLES} unused shuffles: a new one replaces the oldest`, async () => {
    const { db } = server.services.database;
    const user = await server.signUp();
    const other = await server.signUp();
    const others = await createCommitment(db, other.id);
    const start = Date.now();
    const created: string[] = [];
    for (let index = 0; index < MAX_UNUSED_SHUFFLES + 2; index += 1) created.push((await createCommitment(db, user.id, new Date(start + index * 1000))).shuffleId);

    const kept = await unusedOf(user.id);
    expect(kept.toSorted()).toEqual(created.slice(2).toSorted());
    // The newest, the one an open draw page shows, still draws; another user's are untouched.
    expect(await takeCommitment(db, user.id, created.at(-1)!, new Date(start + 20_000))).toMatch(/^[0-9a-f]{64}$/);
    expect(await unusedOf(other.id)).toEqual([others.shuffleId]);
  });

  it('a page reloaded in a loop through the API keeps the bound too', async () => {
    const user = await server.signUp();
    for (let index = 0; index < MAX_UNUSED_SHUFFLES + 5; index += 1) {
      expect((await server.request({ method: 'GET', url: '/v1/reading/commitment', user })).statusCode).toBe(200);
    }
    expect(await unusedOf(user.id)).toHaveLength(MAX_UNUSED_SHUFFLES);
  });
});
