import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSpecialReading,
  getAdminSpecialReadings,
  getAuditLog,
  messageUser,
  retireSpecialReading,
  updateCosts,
  updateSpecialReading,
} from '#common/api/admin.ts';
import { broadcastMessage } from '#common/api/messages.ts';
import { getCosts } from '#common/api/settings.ts';
import { getAvailableSpecialReadings } from '#common/api/special-readings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { adminAudit } from '#server/db/schema/admin.ts';
import { call, malformed } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ email: ADMIN_EMAIL });
});
afterAll(() => server.close());

const db = () => server.services.database.db;
const actions = async (prefix: string) => (await db().select().from(adminAudit)).filter((row) => row.action.startsWith(prefix));

describe(`${updateCosts.method} ${updateCosts.path}`, () => {
  it(`stores the record, which ${getCosts.path} serves at once, and records the change`, async () => {
    const member = await signUpWithKey(server);
    const costs = { ...DEFAULT_COSTS, costPerCard: 2.5, costSpecificQuestion: 0 };
    const { status, body, response } = await call(server, admin, updateCosts, { body: costs });
    expect(status, response.body).toBe(200);
    expect(body).toEqual(costs);
    expect((await call(server, member, getCosts)).body).toEqual(costs);
    expect((await actions('costs.')).map((row) => row.detail)).toEqual([{ before: DEFAULT_COSTS, after: costs }]);
  });

  it('answers 400 naming the field for a negative, non-numeric, missing or absurd cost, and keeps the record', async () => {
    const before = (await call(server, admin, getCosts)).body;
    const { costPerCardClarifier: _left, ...missing } = DEFAULT_COSTS;
    const cases: [unknown, string][] = [
      [{ ...DEFAULT_COSTS, costPerCard: -1 }, 'costPerCard'],
      [{ ...DEFAULT_COSTS, costGeneralQuestion: 'NaN' }, 'costGeneralQuestion'],
      [{ ...DEFAULT_COSTS, costForClarifier: 'Infinity' }, 'costForClarifier'],
      [{ ...DEFAULT_COSTS, costSpecificQuestion: 101 }, 'costSpecificQuestion'],
      [{ ...DEFAULT_COSTS, costMultiplierCrossingCard: 11 }, 'costMultiplierCrossingCard'],
      [{ ...DEFAULT_COSTS, costMultiplierVisualDescriptions: 1e308 }, 'costMultiplierVisualDescriptions'],
      [{ ...DEFAULT_COSTS, costForClarifierMultiplierCrossingCard: null }, 'costForClarifierMultiplierCrossingCard'],
      [missing, 'costPerCardClarifier'],
    ];
    for (const [payload, field] of cases) {
      const { response } = await call(server, admin, updateCosts, { body: malformed(payload) });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: 'bad_request', field });
    }
    expect((await call(server, admin, getCosts)).body).toEqual(before);
    expect(await actions('costs.')).toHaveLength(1);
  });
});

const template = {
  title: 'Full Moon',
  description: 'Three cards under the full moon.',
  prompt: 'Speak of release and completion.',
  positions: [
    { name: 'What ripens', meaning: 'What is coming to fullness' },
    { name: 'What to release', meaning: 'What can be let go' },
    { name: 'What remains', meaning: 'What carries on' },
  ],
  flatCost: 4,
  availableFrom: null,
  availableUntil: null,
  enabled: true,
};

describe('bonus reading templates', () => {
  it('are created, edited and retired, and the Bonus Readings list follows', async () => {
    const member = await server.signUp();
    const available = async () => (await call(server, member, getAvailableSpecialReadings)).body.specialReadings;

    const created = (await call(server, admin, createSpecialReading, { body: template })).body;
    expect(created).toMatchObject({ ...template, open: true });
    expect(await available()).toContainEqual(expect.objectContaining({ id: created.id, title: 'Full Moon', flatCost: 4 }));

    const later = Date.now() + 86_400_000;
    const edited = await call(server, admin, updateSpecialReading, {
      params: { id: created.id },
      body: { ...template, title: 'Full Moon II', flatCost: 5, availableFrom: later, availableUntil: later + 1000 },
    });
    expect(edited.body).toMatchObject({ title: 'Full Moon II', flatCost: 5, availableFrom: later, open: false });
    expect((await available()).map((reading) => reading.id)).not.toContain(created.id);
    // The admin list keeps the future one, and the guidance.
    const all = (await call(server, admin, getAdminSpecialReadings)).body;
    expect(all.specialReadings.find((reading) => reading.id === created.id)).toMatchObject({ title: 'Full Moon II', prompt: template.prompt });

    await call(server, admin, updateSpecialReading, { params: { id: created.id }, body: template });
    const retired = await call(server, admin, retireSpecialReading, { params: { id: created.id } });
    expect(retired.body).toMatchObject({ enabled: false, open: false });
    expect((await available()).map((reading) => reading.id)).not.toContain(created.id);

    expect((await actions('special-reading.')).filter((row) => row.target === `special-reading:${created.id}`).map((row) => row.action)).toEqual([
      'special-reading.create',
      'special-reading.update',
      'special-reading.update',
      'special-reading.retire',
    ]);
  });

  it('answers 400 naming the field for a bad template and 404 for an unknown id, recording nothing', async () => {
    const before = await actions('special-reading.');
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `P${index}`, meaning: 'm' }));
    const cases: [unknown, string][] = [
      [{ ...template, title: ' ' }, 'title'],
      [{ ...template, description: 'x'.repeat(301) }, 'description'],
      [{ ...template, prompt: 'x'.repeat(2001) }, 'prompt'],
      [{ ...template, positions: [] }, 'positions'],
      [{ ...template, positions: eleven }, 'positions'],
      [{ ...template, positions: [{ name: '', meaning: 'm' }] }, 'positions.0.name'],
      [{ ...template, flatCost: 0 }, 'flatCost'],
      [{ ...template, flatCost: 101 }, 'flatCost'],
      [{ ...template, availableFrom: 2000, availableUntil: 1000 }, 'availableUntil'],
      [{ ...template, availableFrom: 1000, availableUntil: 1000 }, 'availableUntil'],
    ];
    for (const [payload, field] of cases) {
      const { response } = await call(server, admin, createSpecialReading, { body: malformed(payload) });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: 'bad_request', field });
    }
    expect((await call(server, admin, updateSpecialReading, { params: { id: 999999 }, body: template })).status).toBe(404);
    expect((await call(server, admin, retireSpecialReading, { params: { id: 999999 } })).status).toBe(404);
    expect((await call(server, admin, retireSpecialReading, { params: { id: malformed('abc') } })).response.json()).toMatchObject({ field: 'id' });
    expect(await actions('special-reading.')).toEqual(before);
  });
});

describe(`${getAuditLog.method} ${getAuditLog.path}`, () => {
  it('lists actions newest first with the admin’s email, the user concerned and when', async () => {
    const member = await server.signUp();
    await call(server, admin, messageUser, { params: { id: member.id }, body: { title: 'Note', body: 'Hello.' } });
    const log = (await call(server, admin, getAuditLog)).body;
    expect(log.entries[0]).toMatchObject({ action: 'user.message', adminEmail: ADMIN_EMAIL, target: 'user', targetEmail: member.email });
    expect(log.total).toBe((await db().select().from(adminAudit)).length);
    const times = log.entries.map((entry) => entry.createdAt);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect((await call(server, admin, getAuditLog, { query: { page: 2 } })).body).toMatchObject({ entries: [], page: 2 });
  });

  it('records a broadcast with its recipients', async () => {
    const sent = (await call(server, admin, broadcastMessage, { body: { title: 'Deck news', body: 'A new deck.' } })).body;
    const [row] = await db().select().from(adminAudit).where(eq(adminAudit.target, `broadcast:${sent.broadcastId}`));
    expect(row).toMatchObject({ adminId: admin.id, action: 'messages.broadcast', detail: { title: 'Deck news', recipients: sent.recipients } });
  });
});
