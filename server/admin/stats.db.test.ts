import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_STATS_DAYS } from '#common/api/admin.ts';
import { user as userTable } from '#server/db/schema/auth.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading } from '#server/db/schema/readings.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '#server/test/test-server.ts';
import { adminStats } from './stats.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.services.database.db;
const now = new Date('2031-03-30T10:00:00Z');
const at = (iso: string) => new Date(iso);
/** A reading row started at `createdAt` (by default 2031-03-29 12:00 UTC) and written `seconds` later. */
const written = (id: string, userId: string, seconds: number, extra: Partial<typeof reading.$inferInsert> = {}) => {
  const createdAt = extra.createdAt ?? at('2031-03-29T12:00:00Z');
  const writtenAt = new Date(createdAt.getTime() + seconds * 1000);
  return {
    id,
    userId,
    status: 'ACTIVE' as const,
    kind: 'reading' as const,
    cost: 1,
    version: 1,
    sealedRequest: Buffer.from('sealed'),
    createdAt,
    updatedAt: writtenAt,
    writtenAt,
    ...extra,
  };
};

describe('the admin headline numbers', () => {
  it('count users, readings started per UTC day (zero-filled), failures and the time to write', async () => {
    const member = await server.signUp();
    const spend = (id: string, createdAt: Date) => ({ userId: member.id, kind: 'spend' as const, idempotencyKey: `reading:${id}`, reference: `reading:${id}`, createdAt });
    await db()
      .insert(pointsLedger)
      .values([
        spend('a', at('2031-03-30T00:00:00Z')),
        spend('b', at('2031-03-29T23:59:59Z')),
        spend('c', at('2031-03-29T01:00:00Z')),
        spend('d', at('2031-03-01T00:00:00Z')),
        // Before the 30 days, a clarifier's charge and a deleted account's reading: not counted, counted.
        spend('e', at('2031-02-28T23:59:59Z')),
        { userId: member.id, kind: 'spend', idempotencyKey: 'clarifier:f', reference: 'clarifier:f', createdAt: at('2031-03-30T01:00:00Z') },
        { userId: null, kind: 'spend', idempotencyKey: 'erased:1', reference: 'reading', createdAt: at('2031-03-15T12:00:00Z') },
        { userId: member.id, kind: 'refund', idempotencyKey: 'refund:reading:c', reference: 'reading:c', createdAt: at('2031-03-29T01:01:00Z') },
        { userId: member.id, kind: 'refund', idempotencyKey: 'refund:reading:e', reference: 'reading:e', createdAt: at('2031-02-28T23:59:59Z') },
      ]);
    const other = await server.signUp();
    await db()
      .insert(reading)
      .values([
        written('r1', member.id, 4),
        // Saved, then closed into My Readings: updated_at moved on, written_at did not.
        written('r2', other.id, 8, { status: 'SAVED', savedAt: at('2031-03-29T12:10:00Z'), updatedAt: at('2031-03-30T08:00:00Z') }),
        // Clarified twice since, which raised its version and updated_at.
        written('r3', (await server.signUp()).id, 12, { version: 3, updatedAt: at('2031-03-30T09:00:00Z') }),
        // Never written (still queued, or failed), and written but started before the 30 days: not timed.
        { ...written('r4', (await server.signUp()).id, 0), status: 'QUEUED', version: 0, writtenAt: null },
        { ...written('r5', (await server.signUp()).id, 0), status: 'FAILED', version: 0, writtenAt: null },
        written('r6', (await server.signUp()).id, 100, { createdAt: at('2031-02-28T23:59:59Z') }),
      ]);

    const stats = await adminStats(db(), now);
    expect(stats.users).toBe((await db().select().from(userTable)).length);
    expect(stats.readingsPerDay).toHaveLength(ADMIN_STATS_DAYS);
    expect(stats.readingsPerDay[0]).toEqual({ day: '2031-03-01', readings: 1 });
    expect(stats.readingsPerDay.at(-1)).toEqual({ day: '2031-03-30', readings: 1 });
    expect(stats.readingsPerDay.at(-2)).toEqual({ day: '2031-03-29', readings: 2 });
    expect(stats.readingsPerDay.find((day) => day.day === '2031-03-15')).toEqual({ day: '2031-03-15', readings: 1 });
    expect(stats.readingsPerDay.reduce((sum, day) => sum + day.readings, 0)).toBe(5);
    expect(stats.failedReadings).toBe(1);
    expect(stats.averageGenerationSeconds).toBeCloseTo(8);
    expect(stats.timedReadings).toBe(3);
  });

  it('keep a reading’s time as it was written when a later reading is written', async () => {
    const later = new Date('2033-06-15T10:00:00Z');
    const member = await server.signUp();
    await db().insert(reading).values(written('s1', member.id, 30, { createdAt: at('2033-06-10T09:00:00Z') }));
    expect(await adminStats(db(), later)).toMatchObject({ averageGenerationSeconds: 30, timedReadings: 1 });

    // Starting the next reading closes the saved one into My Readings (as start-reading does), then it is written.
    await db().update(reading).set({ status: 'SAVED', savedAt: at('2033-06-10T09:05:00Z'), updatedAt: at('2033-06-12T09:00:00Z') }).where(eq(reading.id, 's1'));
    await db().insert(reading).values(written('s2', member.id, 10, { createdAt: at('2033-06-12T09:00:00Z') }));
    expect(await adminStats(db(), later)).toMatchObject({ averageGenerationSeconds: 20, timedReadings: 2 });
  });

  it('say nothing was measured while no reading of the 30 days is written', async () => {
    const member = await server.signUp();
    await db()
      .insert(reading)
      .values({ ...written('q1', member.id, 0, { createdAt: at('2035-01-10T09:00:00Z') }), status: 'QUEUED', version: 0, writtenAt: null });
    expect(await adminStats(db(), new Date('2035-01-10T10:00:00Z'))).toMatchObject({ averageGenerationSeconds: null, timedReadings: 0 });
  });

  it('are served to an admin', async () => {
    const admin = await server.signUp({ email: ADMIN_EMAIL });
    const response = await server.request({ method: 'GET', url: '/v1/admin/stats', user: admin });
    expect(response.json<{ readingsPerDay: unknown[] }>().readingsPerDay).toHaveLength(ADMIN_STATS_DAYS);
  });
});
