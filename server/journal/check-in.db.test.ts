import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_DELAYS, checkInDueAt } from '#common/domain/journal.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { insertSavedReading } from '#server/test/journal-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { dueCheckIns, setCheckIn } from './check-in.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.services.database.db;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The clock the check-in is set by: a fixed moment, so the due date is known to the millisecond. */
const setAt = new Date('2026-03-02T09:30:00.000Z');

describe(`when a check-in comes due, by the server's clock, on ${TEST_DB}`, () => {
  it.each(CHECK_IN_DELAYS.map((delay) => [delay]))('a check-in set for a %s is not due the day before, nor a moment before, and is due at its date', async (delay) => {
    const user = await signUpWithKey(server);
    const readingId = await insertSavedReading(server, user);
    const stored = await setCheckIn(db(), { userId: user.id, readingId }, { delay, byEmail: false }, setAt);
    const dueAt = checkInDueAt(setAt.getTime(), delay);
    expect(stored.checkInAt).toEqual(new Date(dueAt));

    expect(await dueCheckIns(db(), user.id, setAt)).toEqual([]);
    expect(await dueCheckIns(db(), user.id, new Date(dueAt - DAY_MS))).toEqual([]);
    expect(await dueCheckIns(db(), user.id, new Date(dueAt - 1))).toEqual([]);
    expect(await dueCheckIns(db(), user.id, new Date(dueAt))).toEqual([{ readingId, dueAt }]);
    expect(await dueCheckIns(db(), user.id, new Date(dueAt + 30 * DAY_MS))).toEqual([{ readingId, dueAt }]);
  });

  it('setting it again counts from the new moment, and clearing it leaves nothing due', async () => {
    const user = await signUpWithKey(server);
    const readingId = await insertSavedReading(server, user);
    await setCheckIn(db(), { userId: user.id, readingId }, { delay: 'week', byEmail: true }, setAt);
    const later = new Date(setAt.getTime() + 3 * DAY_MS);
    await setCheckIn(db(), { userId: user.id, readingId }, { delay: 'week', byEmail: true }, later);
    expect(await dueCheckIns(db(), user.id, new Date(checkInDueAt(setAt.getTime(), 'week')))).toEqual([]);
    expect(await dueCheckIns(db(), user.id, new Date(checkInDueAt(later.getTime(), 'week')))).toHaveLength(1);

    await setCheckIn(db(), { userId: user.id, readingId }, { delay: null, byEmail: true }, later);
    expect(await dueCheckIns(db(), user.id, new Date(setAt.getTime() + 365 * DAY_MS))).toEqual([]);
  });
});
