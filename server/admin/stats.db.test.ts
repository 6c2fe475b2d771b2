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
    const written = (id: string, userId: string, seconds: number, extra: Partial<typeof reading.$inferInsert> = {}) => ({
      id,
      userId,
      status: 'ACTIVE' as const,
      kind: 'reading' as const,
      cost: 1,
      version: 1,
      sealedRequest: Buffer.from('sealed'),
      createdAt: at('2031-03-29T12:00:00Z'),
      updatedAt: new Date(at('2031-03-29T12:00:00Z').getTime() + seconds * 1000),
      ...extra,
    });
    const other = await server.signUp();
    await db()
      .insert(reading)
      .values([
        written('r1', member.id, 4),
        written('r2', other.id, 8),
        // Touched after it was written (saved), so its updated_at no longer says when: left out.
        written('r3', (await server.signUp()).id, 600, { savedAt: at('2031-03-29T12:10:00Z') }),
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
    expect(stats.averageGenerationSeconds).toBeCloseTo(6);
  });

  it('are served to an admin', async () => {
    const admin = await server.signUp({ email: ADMIN_EMAIL });
    const response = await server.request({ method: 'GET', url: '/v1/admin/stats', user: admin });
    expect(response.json<{ readingsPerDay: unknown[] }>().readingsPerDay).toHaveLength(ADMIN_STATS_DAYS);
  });
});
