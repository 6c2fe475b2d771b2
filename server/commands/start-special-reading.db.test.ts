import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPoints } from '#common/api/points.ts';
import { getReading, hasActiveReading, type ReadingRequest, startReading as startCall } from '#common/api/readings.ts';
import { getCosts } from '#common/api/settings.ts';
import { getAvailableSpecialReadings, type SpecialReading } from '#common/api/special-readings.ts';
import { readingCost } from '#common/domain/reading-cost.ts';
import { SPECIAL_SPREAD_NAME } from '#common/domain/spreads.ts';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading as readingTable } from '#server/db/schema/readings.ts';
import { specialReading } from '#server/db/schema/special-readings.ts';
import { call } from '#server/test/call.ts';
import { dumpDatabase } from '#server/test/dump-database.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, specialReadingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { SPECIAL_NOT_AVAILABLE } from './start-special-reading.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

const HOUR = 3_600_000;
const gems = async (user: TestUser) => (await call(server, user, getPoints)).body.points;
const startSpecial = async (user: TestUser, payload: unknown) =>
  (await call(server, user, startCall, { params: { kind: 'special' }, body: payload as ReadingRequest })).response;

/** The available template titled `title`, as the Bonus Readings pages get it. */
async function template(user: TestUser, title: string): Promise<SpecialReading> {
  const list = (await call(server, user, getAvailableSpecialReadings)).body.specialReadings;
  const found = list.find((entry) => entry.title === title);
  if (!found) throw new Error(`${title} is not available`);
  return found;
}

const specialRequest = (user: TestUser, special: Pick<SpecialReading, 'id' | 'cards'>, overrides: Partial<ReadingRequest> = {}) =>
  specialReadingRequest(server, user, special, overrides);

describe('starting a bonus reading', () => {
  it('charges the flat cost the list shows, from the same stored record, and writes the reading in the template’s positions', async () => {
    const user = await signUpWithKey(server);
    const { db } = server.services.database;
    // A price no formula would arrive at by accident: the list and the charge must both read the stored column.
    await db.update(specialReading).set({ flatCost: 7 }).where(eq(specialReading.title, 'Love Compass'));
    const love = await template(user, 'Love Compass');
    expect(love.flatCost).toBe(7);
    const shown = readingCost({ kind: 'special', general: true, cards: love.cards, crossing: false, includeVisualDescriptions: false, flatCost: love.flatCost }, (await call(server, user, getCosts)).body);

    const question = 'Where is my heart leading me this spring?';
    const started = await startSpecial(user, await specialRequest(user, love, { general: false, question }));
    expect(started.statusCode, started.body).toBe(200);
    expect(await gems(user)).toBe(DEFAULT_MAX_POINTS - shown);
    const [row] = await db.select().from(readingTable).where(eq(readingTable.id, started.json().id));
    expect(row).toMatchObject({ kind: 'special', cost: 7 });

    const reading = await waitForReading(server, user, started.json().id);
    expect(reading.status).toBe('ACTIVE');
    expect(reading.cost).toBe(shown);
    expect(reading.request).toMatchObject({ specialReadingId: love.id, spreadTypeName: SPECIAL_SPREAD_NAME, question });
    expect(reading.special).toEqual({ specialReadingId: love.id, title: 'Love Compass', positions: love.positions });
    expect(reading.spread.awnsers).toHaveLength(4);
    for (const answer of reading.spread.awnsers) expect(answer.text!.length).toBeGreaterThan(100);

    // Neither the question nor an answer sits in plaintext anywhere, job tables included.
    const { text: dump } = await dumpDatabase(server.services.database);
    expect(dump.includes(question)).toBe(false);
    expect(dump.includes(reading.spread.awnsers[0]!.text!.slice(0, 40))).toBe(false);
    await db.update(specialReading).set({ flatCost: 5 }).where(eq(specialReading.title, 'Love Compass'));
  });

  it('keeps the template’s positions as they were at the start when an admin changes it later', async () => {
    const user = await signUpWithKey(server);
    const { db } = server.services.database;
    const daily = await template(user, 'Daily Card');
    const { id } = (await startSpecial(user, await specialRequest(user, daily))).json();
    await waitForReading(server, user, id);
    await db.update(specialReading).set({ title: 'Daily Light', positions: [{ name: 'Renamed', meaning: 'm' }] }).where(eq(specialReading.id, daily.id));
    const reading = (await call(server, user, getReading, { params: { id } })).body;
    expect(reading.special).toMatchObject({ title: 'Daily Card', positions: [{ name: "Today's card" }] });
    await db.update(specialReading).set({ title: 'Daily Card', positions: daily.positions }).where(eq(specialReading.id, daily.id));
  });

  it('refuses a bonus reading outside its availability window with a clear 400 naming specialReadingId, and charges nothing', async () => {
    const user = await signUpWithKey(server);
    const { db } = server.services.database;
    const now = Date.now();
    const values = { description: 'd', positions: [{ name: 'The moon', meaning: 'm' }], prompt: 'p', flatCost: 3 };
    const [closed, future, disabled] = await db
      .insert(specialReading)
      .values([
        { ...values, title: 'Last Full Moon', availableUntil: new Date(now - HOUR) },
        { ...values, title: 'Next Full Moon', availableFrom: new Date(now + HOUR) },
        { ...values, title: 'Retired', enabled: false },
      ])
      .returning();
    for (const shut of [closed!, future!, disabled!]) {
      const response = await startSpecial(user, await specialRequest(user, { id: shut.id, cards: 1 }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: SPECIAL_NOT_AVAILABLE, field: 'specialReadingId' });
    }
    expect(await gems(user)).toBe(DEFAULT_MAX_POINTS);
    expect((await call(server, user, hasActiveReading)).body).toEqual({ hasActiveReading: false });
    const spends = await db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'spend')));
    expect(spends).toHaveLength(0);
  });

  it.each([
    ['specialReadingId', { specialReadingId: 999_999 }],
    ['specialReadingId', { specialReadingId: -1 }],
    ['cards', { cards: 4, selectedCards: [1, 2, 3, 4] }],
    ['spreadTypeName', { spreadTypeName: 'THREE_CARD' }],
    ['crossing', { crossing: true, crossingCard: 60 }],
    ['includeVisualDescriptions', { includeVisualDescriptions: true }],
    ['selectedCards', { selectedCards: [1, 1, 2, 3, 4] }],
    ['question', { general: false, question: ' ' }],
  ])('answers a start that does not fit the template with a 400 naming %s, and charges nothing', async (field, overrides) => {
    const user = await signUpWithKey(server);
    const year = await template(user, 'Year Ahead');
    const response = await startSpecial(user, await specialRequest(user, year, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(await gems(user)).toBe(DEFAULT_MAX_POINTS);
  });

  it('keeps ordinary starts ordinary: no bonus template, no bonus spread', async () => {
    const user = await signUpWithKey(server);
    const year = await template(user, 'Year Ahead');
    for (const [field, overrides] of [
      ['specialReadingId', { specialReadingId: year.id }],
      ['spreadTypeName', { spreadTypeName: SPECIAL_SPREAD_NAME }],
    ] as const) {
      const response = await startReading(server, user, await readingRequest(server, user, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });
});
