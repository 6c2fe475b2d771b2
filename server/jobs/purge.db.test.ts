import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLOCK_WINDOW_MS } from '#server/encryption/unlock-window.ts';
import { session, verification } from '#server/db/schema/auth.ts';
import { formToken, sessionKey, unlockAttempt } from '#server/db/schema/encryption.ts';
import { shuffleCommitment } from '#server/db/schema/readings.ts';
import { COMMITMENT_TTL_MS, createCommitment } from '#server/readings/commitments.ts';
import { consumeFormToken, FORM_TOKEN_TTL_MS, issueFormToken } from '#server/security/form-tokens.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { PURGE_CRON, PURGE_QUEUE, purgeExpired } from './purge.ts';

const HOUR_MS = 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

/** One row of each kind past its life and one still alive, for one user whose first session has expired. */
async function seedRows(now: Date) {
  const { db } = server.services.database;
  const stale = await signUpWithKey(server);
  const fresh = await server.signIn(stale);
  // The session that created the key is the one holding an unlocked key; it expires.
  const [expiredSession] = await db.select({ id: sessionKey.sessionId }).from(sessionKey).where(eq(sessionKey.userId, stale.id));
  await db.update(session).set({ expiresAt: new Date(now.getTime() - 1000) }).where(eq(session.id, expiredSession!.id));

  // Oldest last: creating a shuffle or a token clears the same user's expired and used ones.
  const newShuffle = await createCommitment(db, stale.id, now);
  await createCommitment(db, stale.id, new Date(now.getTime() - COMMITMENT_TTL_MS - 1000));
  const usedToken = await issueFormToken(db, stale.id, 'form-b', now);
  await issueFormToken(db, stale.id, 'form-c', now);
  await issueFormToken(db, stale.id, 'form-a', new Date(now.getTime() - FORM_TOKEN_TTL_MS - 1000));
  await consumeFormToken(db, { token: usedToken.formToken, userId: stale.id, botSessionId: 'form-b', challengeAnswer: String(usedToken.challenge.a + usedToken.challenge.b) }, now);
  await db.insert(unlockAttempt).values([
    { userId: stale.id, at: new Date(now.getTime() - UNLOCK_WINDOW_MS - 1000) },
    { userId: stale.id, at: now },
  ]);
  await db.insert(verification).values([
    { id: `old-${stale.id}`, identifier: stale.email, value: 'old', expiresAt: new Date(now.getTime() - 1000) },
    { id: `new-${stale.id}`, identifier: stale.email, value: 'new', expiresAt: new Date(now.getTime() + HOUR_MS) },
  ]);
  return { userId: stale.id, expiredSessionId: expiredSession!.id, freshUser: fresh, newShuffle };
}

describe('the scheduled purge', () => {
  it(`commitment (shuffle) rows, form tokens and expired sessions are purged once past their life, fresh ones kept, on ${TEST_DB}`, async () => {
    const { db } = server.services.database;
    const now = new Date();
    const seeded = await seedRows(now);

    const counts = await purgeExpired(db, now);
    expect(counts).toMatchObject({ shuffleCommitments: 1, formTokens: 2, sessions: 1, unlockAttempts: 1, verifications: 1 });

    const shuffles = await db.select({ id: shuffleCommitment.id }).from(shuffleCommitment).where(eq(shuffleCommitment.userId, seeded.userId));
    expect(shuffles).toEqual([{ id: seeded.newShuffle.shuffleId }]);
    const tokens = await db.select({ botSessionId: formToken.botSessionId }).from(formToken).where(eq(formToken.userId, seeded.userId));
    expect(tokens).toEqual([{ botSessionId: 'form-c' }]);
    const sessions = await db.select({ id: session.id }).from(session).where(eq(session.userId, seeded.userId));
    expect(sessions.map((row) => row.id)).not.toContain(seeded.expiredSessionId);
    expect(sessions).toHaveLength(1);
    // The expired session's unlocked key went with it.
    expect(await db.select().from(sessionKey).where(eq(sessionKey.sessionId, seeded.expiredSessionId))).toEqual([]);
    expect(await db.select({ at: unlockAttempt.at }).from(unlockAttempt).where(eq(unlockAttempt.userId, seeded.userId))).toEqual([{ at: now }]);
    const values = await db.select({ value: verification.value }).from(verification).where(inArray(verification.id, [`old-${seeded.userId}`, `new-${seeded.userId}`]));
    expect(values).toEqual([{ value: 'new' }]);
    // The live session still works.
    expect((await server.request({ method: 'GET', url: '/v1/encryption/status', user: seeded.freshUser })).statusCode).toBe(200);
  });

  it(`is scheduled with pg-boss's cron and worked by this process's workers on ${TEST_DB}`, async () => {
    const { boss, database } = server.services;
    const schedules = await boss.getSchedules();
    expect(schedules).toContainEqual(expect.objectContaining({ name: PURGE_QUEUE, cron: PURGE_CRON }));

    const user = await server.signUp();
    await createCommitment(database.db, user.id, new Date(Date.now() - COMMITMENT_TTL_MS - 1000));
    const id = await boss.send(PURGE_QUEUE, {});
    for (;;) {
      const job = await boss.getJobById(PURGE_QUEUE, id!);
      if (job?.state === 'failed') throw new Error(`purge failed: ${JSON.stringify(job.output)}`);
      if (job?.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await database.db.select().from(shuffleCommitment).where(eq(shuffleCommitment.userId, user.id))).toEqual([]);
  });
});
