import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banUser,
  createSpecialReading,
  getAdminSpecialReadings,
  getAdminStats,
  getAdminUsers,
  getAuditLog,
  grantPoints,
  messageUser,
  retireSpecialReading,
  setAdminRole,
  unbanUser,
  updateCosts,
  updateSpecialReading,
} from '#common/api/admin.ts';
import { CONTRACT } from '#common/api/contract.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { broadcastMessage } from '#common/api/messages.ts';
import { getIsAdmin } from '#common/api/profile.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { adminAudit, adminGrant } from '#server/db/schema/admin.ts';
import { call, malformed } from '#server/test/call.ts';
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

/** Where the admin calls' paths start, read off one of them. */
const ADMIN_AREA = getAdminStats.path.slice(0, getAdminStats.path.lastIndexOf('/') + 1);

/** Every admin call of the contract, its path's parameters filled in. */
const adminCalls = () =>
  CONTRACT.filter((declaration) => declaration.path.startsWith(ADMIN_AREA)).map((declaration) => ({
    method: declaration.method,
    path: declaration.path,
    url: () => declaration.path.replace(':id', declaration.path.includes('special-readings') ? '1' : subject.id).replace(/:\w+/g, 'x'),
  }));

const template = { title: 'Moon Gate', description: 'Two cards.', prompt: 'Be kind.', positions: [{ name: 'Now', meaning: 'Where you are' }], flatCost: 3, availableFrom: null, availableUntil: null, enabled: true };

/** A valid request to each of this module's calls, for the 200 an admin gets. */
const validPayloads: [Declaration, Record<string, unknown> | undefined][] = [
  [broadcastMessage, { title: 'Hello', body: 'Everyone.' }],
  [getAdminUsers, undefined],
  [grantPoints, { currency: 'coins', amount: 5, reason: 'Thanks' }],
  [banUser, undefined],
  [unbanUser, undefined],
  [setAdminRole, { admin: false }],
  [messageUser, { title: 'Hi', body: 'Just you.' }],
  [updateCosts, { ...DEFAULT_COSTS }],
  [getAdminSpecialReadings, undefined],
  [createSpecialReading, template],
  [updateSpecialReading, template],
  [retireSpecialReading, undefined],
  [getAdminStats, undefined],
  [getAuditLog, undefined],
];

const keyOf = (declaration: Declaration) => `${declaration.method} ${declaration.path}`;

describe('every admin call', () => {
  it('is covered here', () => {
    const mine = adminCalls()
      .map((adminCall) => `${adminCall.method} ${adminCall.path}`)
      .filter((key) => !key.includes('/queue') && !key.includes('/cache'));
    expect(mine.toSorted()).toEqual(validPayloads.map(([declaration]) => keyOf(declaration)).toSorted());
  });

  it('answers 401 signed out and 403 to a member, malformed body or not, changing nothing', async () => {
    const auditBefore = await db().select().from(adminAudit);
    for (const adminCall of adminCalls()) {
      const label = `${adminCall.method} ${adminCall.path}`;
      const signedOut = await server.request({ method: adminCall.method, url: adminCall.url(), payload: adminCall.method === 'GET' ? undefined : {} });
      expect(signedOut.statusCode, label).toBe(401);
      const forbidden = await server.request({ method: adminCall.method, url: adminCall.url(), user: member, payload: adminCall.method === 'GET' ? undefined : { title: 7 } });
      expect(forbidden.statusCode, label).toBe(403);
      expect(forbidden.json(), label).toMatchObject({ error: 'forbidden' });
    }
    expect(await db().select().from(adminAudit)).toEqual(auditBefore);
  });

  it.each(validPayloads.map(([declaration, payload]) => [keyOf(declaration), payload] as const))('%s answers 200 to an admin', async (key, payload) => {
    const adminCall = adminCalls().find((candidate) => `${candidate.method} ${candidate.path}` === key)!;
    const response = await server.request({ method: adminCall.method, url: adminCall.url(), user: admin, payload });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('admin roles granted in the database', () => {
  it('let a granted admin use the admin calls, and a revoked one no longer', async () => {
    const helper = await server.signUp();
    const stats = async () => (await call(server, helper, getAdminStats)).response;
    const isAdmin = async () => (await call(server, helper, getIsAdmin)).body;
    expect((await stats()).statusCode).toBe(403);
    expect(await isAdmin()).toEqual({ isAdmin: false });

    const granted = await call(server, admin, setAdminRole, { params: { id: helper.id }, body: { admin: true } });
    expect(granted.body).toMatchObject({ id: helper.id, admin: true, listedAdmin: false });
    expect(await db().select().from(adminGrant).where(eq(adminGrant.userId, helper.id))).toEqual([expect.objectContaining({ grantedBy: admin.id })]);
    expect((await stats()).statusCode).toBe(200);
    expect(await isAdmin()).toEqual({ isAdmin: true });

    // A granted admin may grant and revoke others, but not the ADMIN_EMAILS admin nor themself.
    const revokeListed = (await call(server, helper, setAdminRole, { params: { id: admin.id }, body: { admin: false } })).response;
    expect(revokeListed.statusCode).toBe(409);
    expect(revokeListed.json<{ message: string }>().message).toContain('ADMIN_EMAILS');
    const revokeSelf = (await call(server, helper, setAdminRole, { params: { id: helper.id }, body: { admin: false } })).response;
    expect(revokeSelf.statusCode).toBe(409);
    expect(revokeSelf.json<{ message: string }>().message).toBe('You cannot revoke your own admin role.');

    const revoked = await call(server, admin, setAdminRole, { params: { id: helper.id }, body: { admin: false } });
    expect(revoked.body).toMatchObject({ admin: false });
    expect((await stats()).statusCode).toBe(403);
    expect(await isAdmin()).toEqual({ isAdmin: false });

    const actions = await db().select().from(adminAudit).where(eq(adminAudit.targetUserId, helper.id));
    expect(actions.map((row) => [row.action, row.adminId])).toEqual([
      ['user.admin.grant', admin.id],
      ['user.admin.revoke', admin.id],
    ]);
  });

  it('answers 404 for an unknown user and 400 naming the field for a bad body', async () => {
    const unknown = await call(server, admin, setAdminRole, { params: { id: 'nobody-here' }, body: { admin: true } });
    expect(unknown.status).toBe(404);
    const bad = (await call(server, admin, setAdminRole, { params: { id: subject.id }, body: { admin: malformed('yes') } })).response;
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'admin' });
  });
});
