import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAvailableSpecialReadings, type SpecialReading } from '#common/api/special-readings.ts';
import { specialReading } from '#server/db/schema/special-readings.ts';
import { call } from '#server/test/call.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 3_600_000;

async function available(): Promise<SpecialReading[]> {
  const user = await server.signUp();
  const { status, body } = await call(server, user, getAvailableSpecialReadings);
  expect(status).toBe(200);
  return body.specialReadings;
}

describe(`${getAvailableSpecialReadings.method} ${getAvailableSpecialReadings.path}`, () => {
  it('lists the seeded bonus readings with their positions and flat cost, keeping their guidance on the server', async () => {
    const list = await available();
    expect(list.map(({ title, flatCost, cards }) => ({ title, flatCost, cards }))).toEqual([
      { title: 'Daily Card', flatCost: 2, cards: 1 },
      { title: 'Love Compass', flatCost: 5, cards: 4 },
      { title: 'Year Ahead', flatCost: 6, cards: 5 },
      { title: 'Decision Crossroads', flatCost: 6, cards: 5 },
    ]);
    const yearAhead = list.find((template) => template.title === 'Year Ahead')!;
    expect(yearAhead.positions.map((position) => position.name)).toEqual(['Spring', 'Summer', 'Autumn', 'Winter', "The year's lesson"]);
    expect(yearAhead.availableUntil).toBeNull();
    expect(JSON.stringify(list)).not.toContain('prompt');
  });

  it('leaves out disabled templates and those outside their window, and says when an open one closes', async () => {
    const { db } = server.services.database;
    const now = Date.now();
    const [closing] = await db
      .insert(specialReading)
      .values({ title: 'Full Moon', description: 'd', positions: [{ name: 'The moon', meaning: 'm' }], prompt: 'p', flatCost: 3, availableUntil: new Date(now + HOUR) })
      .returning();
    const template = { description: 'd', positions: [{ name: 'x', meaning: 'y' }], prompt: 'p', flatCost: 1 };
    await db.insert(specialReading).values([
      { ...template, title: 'Closed', availableUntil: new Date(now - HOUR) },
      { ...template, title: 'Not yet', availableFrom: new Date(now + HOUR) },
      { ...template, title: 'Disabled', enabled: false },
    ]);
    const list = await available();
    expect(list.map((entry) => entry.title)).toEqual(['Daily Card', 'Love Compass', 'Year Ahead', 'Decision Crossroads', 'Full Moon']);
    expect(list.at(-1)).toEqual({
      id: closing!.id,
      title: 'Full Moon',
      description: 'd',
      flatCost: 3,
      cards: 1,
      positions: [{ name: 'The moon', meaning: 'm' }],
      availableUntil: now + HOUR,
    });
    await db.delete(specialReading).where(eq(specialReading.description, 'd'));
  });

  it('needs a session', async () => {
    expect((await call(server, undefined, getAvailableSpecialReadings)).status).toBe(401);
  });
});
