import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDailyGift as claimDailyGiftCall, type DailyGift, getDailyGift } from '#common/api/daily-gift.ts';
import { getPoints } from '#common/api/points.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { call } from '#server/test/call.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { claimDailyGift, dailyGiftFor } from './daily-gift.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.services.database.db;
const day = (n: number, time = '12:00:00') => new Date(`2026-11-${String(n).padStart(2, '0')}T${time}Z`);
const gifts = (user: TestUser) =>
  db()
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'daily_gift')));

describe('the daily gift (docs/product.md#daily-gift)', () => {
  it('applies once per server day, however often it is claimed, and says so', async () => {
    const user = await server.signUp();
    expect(await dailyGiftFor(db(), user.id, day(3))).toMatchObject({ claimedToday: false, streak: 1, gift: { extraPoints: 1, coins: 10 } });
    const first = await claimDailyGift(db(), user.id, day(3, '00:00:01'));
    expect(first).toMatchObject({ claimed: true, dailyGift: { claimedToday: true, streak: 1 }, points: { extraPoints: 1, coins: 10 } });
    const again = await Promise.all([claimDailyGift(db(), user.id, day(3)), claimDailyGift(db(), user.id, day(3, '23:59:59'))]);
    expect(again.map((claim) => claim.claimed)).toEqual([false, false]);
    expect(again[1]!.points).toMatchObject({ extraPoints: 1, coins: 10 });
    expect(await gifts(user)).toMatchObject([{ extraPointsDelta: 1, coinsDelta: 10, pointsDelta: 0, idempotencyKey: 'daily_gift:2026-11-03', reference: 'streak:1' }]);
  });

  it('grows a gem a day while the streak lasts, up to five, and starts again after a missed day', async () => {
    const user = await server.signUp();
    const claimed: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 8]) claimed.push((await claimDailyGift(db(), user.id, day(n))).dailyGift.gift.extraPoints);
    expect(claimed).toEqual([1, 2, 3, 4, 5, 5, 1]);
    const state: DailyGift = await dailyGiftFor(db(), user.id, day(9));
    expect(state).toMatchObject({ claimedToday: false, streak: 2, gift: { extraPoints: 2 }, nextGift: { extraPoints: 3 } });
  });

  it('answers through the API with the server’s day, and a claim answers the new points record', async () => {
    const user = await server.signUp();
    const before = await call(server, user, getDailyGift);
    expect(before.body).toMatchObject({ claimedToday: false, streak: 1 });
    const claim = await call(server, user, claimDailyGiftCall);
    expect(claim.status).toBe(200);
    const record = await call(server, user, getPoints);
    expect(record.body).toEqual(claim.body.points);
    const repeat = await call(server, user, claimDailyGiftCall);
    expect(repeat.body).toMatchObject({ claimed: false, dailyGift: { claimedToday: true }, points: { extraPoints: 1, coins: 10 } });
  });
});
