import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '#common/api/contract.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { adminAudit, adminGrant } from '#server/db/schema/admin.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
let admin: TestUser;
let member: TestUser;
let subject: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ email: ADMIN_EMAIL });
  member = await server.signUp();
  subject = await server.signUp();
});
afterAll(() => server.close());

const db = () => server.services.database.db;

/** Every admin call of the contract, its path's parameters filled in. */
const adminCalls = () =>
  CONTRACT.filter((declaration) => declaration.path.startsWith('/v1/admin/')).map((declaration) => ({
    method: declaration.method,
    path: declaration.path,
    url: () => declaration.path.replace(':id', declaration.path.includes('special-readings') ? '1' : subject.id).replace(/:\w+/g, 'x'),
  }));

const template = { title: 'Moon Gate', description: 'Two cards.', prompt: 'Be kind.', positions: [{ name: 'Now', meaning: 'Where you are' }], flatCost: 3, availableFrom: null, availableUntil: null, enabled: true };

/** A valid request to each of this module's calls, for the 200 an admin gets. */
const validPayloads: Record<string, Record<string, unknown> | undefined> = {
  'POST /v1/admin/messages/broadcast': { title: 'Hello', body: 'Everyone.' },
  'GET /v1/admin/users': undefined,
  'POST /v1/admin/users/:id/grant': { currency: 'coins', amount: 5, reason: 'Thanks' },
  'POST /v1/admin/users/:id/ban': undefined,
  'POST /v1/admin/users/:id/unban': undefined,
  'POST /v1/admin/users/:id/admin': { admin: false },
  'POST /v1/admin/users/:id/message': { title: 'Hi', body: 'Just you.' },
  'POST /v1/admin/costs': { ...DEFAULT_COSTS },
  'GET /v1/admin/special-readings': undefined,
  'POST /v1/admin/special-readings': template,
  'POST /v1/admin/special-readings/:id': template,
  'POST /v1/admin/special-readings/:id/retire': undefined,
  'GET /v1/admin/stats': undefined,
  'GET /v1/admin/audit': undefined,
};

describe('every admin call', () => {
  it('is covered here', () => {
    const mine = adminCalls()
      .map((call) => `${call.method} ${call.path}`)
      .filter((key) => !key.includes('/queue') && !key.includes('/cache'));
    expect(mine.toSorted()).toEqual(Object.keys(validPayloads).toSorted());
  });

  it('answers 401 signed out and 403 to a member, malformed body or not, changing nothing', async () => {
    const auditBefore = await db().select().from(adminAudit);
    for (const call of adminCalls()) {
      const label = `${call.method} ${call.path}`;
      const signedOut = await server.request({ method: call.method, url: call.url(), payload: call.method === 'GET' ? undefined : {} });
      expect(signedOut.statusCode, label).toBe(401);
      const forbidden = await server.request({ method: call.method, url: call.url(), user: member, payload: call.method === 'GET' ? undefined : { title: 7 } });
      expect(forbidden.statusCode, label).toBe(403);
      expect(forbidden.json(), label).toMatchObject({ error: 'forbidden' });
    }
    expect(await db().select().from(adminAudit)).toEqual(auditBefore);
  });

  it.each(Object.entries(validPayloads))('%s answers 200 to an admin', async (key, payload) => {
    const call = adminCalls().find((candidate) => `${candidate.method} ${candidate.path}` === key)!;
    const response = await server.request({ method: call.method, url: call.url(), user: admin, payload });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('admin roles granted in the database', () => {
  it('let a granted admin use the admin calls, and a revoked one no longer', async () => {
    const helper = await server.signUp();
    const stats = () => server.request({ method: 'GET', url: '/v1/admin/stats', user: helper });
    const isAdmin = async () => (await server.request({ method: 'GET', url: '/v1/profile/is-admin', user: helper })).json();
    expect((await stats()).statusCode).toBe(403);
    expect(await isAdmin()).toEqual({ isAdmin: false });

    const granted = await server.request({ method: 'POST', url: `/v1/admin/users/${helper.id}/admin`, user: admin, payload: { admin: true } });
    expect(granted.json()).toMatchObject({ id: helper.id, admin: true, listedAdmin: false });
    expect(await db().select().from(adminGrant).where(eq(adminGrant.userId, helper.id))).toEqual([expect.objectContaining({ grantedBy: admin.id })]);
    expect((await stats()).statusCode).toBe(200);
    expect(await isAdmin()).toEqual({ isAdmin: true });

    // A granted admin may grant and revoke others, but not the ADMIN_EMAILS admin nor themself.
    const revokeListed = await server.request({ method: 'POST', url: `/v1/admin/users/${admin.id}/admin`, user: helper, payload: { admin: false } });
    expect(revokeListed.statusCode).toBe(409);
    expect(revokeListed.json<{ message: string }>().message).toContain('ADMIN_EMAILS');
    const revokeSelf = await server.request({ method: 'POST', url: `/v1/admin/users/${helper.id}/admin`, user: helper, payload: { admin: false } });
    expect(revokeSelf.statusCode).toBe(409);
    expect(revokeSelf.json<{ message: string }>().message).toBe('You cannot revoke your own admin role.');

    const revoked = await server.request({ method: 'POST', url: `/v1/admin/users/${helper.id}/admin`, user: admin, payload: { admin: false } });
    expect(revoked.json()).toMatchObject({ admin: false });
    expect((await stats()).statusCode).toBe(403);
    expect(await isAdmin()).toEqual({ isAdmin: false });

    const actions = await db().select().from(adminAudit).where(eq(adminAudit.targetUserId, helper.id));
    expect(actions.map((row) => [row.action, row.adminId])).toEqual([
      ['user.admin.grant', admin.id],
      ['user.admin.revoke', admin.id],
    ]);
  });

  it('answers 404 for an unknown user and 400 naming the field for a bad body', async () => {
    const unknown = await server.request({ method: 'POST', url: '/v1/admin/users/nobody-here/admin', user: admin, payload: { admin: true } });
    expect(unknown.statusCode).toBe(404);
    const bad = await server.request({ method: 'POST', url: `/v1/admin/users/${subject.id}/admin`, user: admin, payload: { admin: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'admin' });
  });
});
