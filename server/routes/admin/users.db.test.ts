import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banUser, getAdminUsers, grantPoints, messageUser, setAdminRole, unbanUser } from '#common/api/admin.ts';
import { getMessages } from '#common/api/messages.ts';
import { getPoints } from '#common/api/points.ts';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { adminAudit, userBan } from '#server/db/schema/admin.ts';
import { session } from '#server/db/schema/auth.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { message } from '#server/db/schema/messages.ts';
import { call, malformed } from '#server/test/call.ts';
import { ADMIN_EMAIL, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ email: ADMIN_EMAIL });
});
afterAll(() => server.close());

const db = () => server.services.database.db;
const auditOf = (userId: string) => db().select().from(adminAudit).where(eq(adminAudit.targetUserId, userId));
const pointsOf = async (user: TestUser) => (await call(server, user, getPoints)).body;
const users = async (query: { query?: string; page?: number } = {}) => (await call(server, admin, getAdminUsers, { query })).body;

describe(`${getAdminUsers.method} ${getAdminUsers.path}`, () => {
  it('finds users by part of their email or name, any case, with their balances, role and counts', async () => {
    const zelda = await server.signUp({ email: 'zelda.k@arcana.test', name: 'Zelda Kite' });
    await server.signUp({ email: 'kite.flyer@arcana.test', name: 'Someone' });
    const byName = await users({ query: 'zELDa' });
    expect(byName.total).toBe(1);
    expect(byName.users[0]).toMatchObject({
      id: zelda.id,
      email: 'zelda.k@arcana.test',
      name: 'Zelda Kite',
      gems: DEFAULT_MAX_POINTS,
      extraPoints: 0,
      coins: 0,
      readings: 0,
      banned: false,
      admin: false,
    });
    expect(byName.users[0]!.lastSeen).toEqual(expect.any(Number));
    const both = await users({ query: 'KITE' });
    expect(both.users.map((user) => user.email).toSorted()).toEqual(['kite.flyer@arcana.test', 'zelda.k@arcana.test']);
    // LIKE's wildcards are searched for as themselves.
    expect((await users({ query: '%' })).total).toBe(0);
    const all = await users();
    expect(all).toMatchObject({ page: 1, pageSize: 20 });
    expect(all.users.find((user) => user.id === admin.id)).toMatchObject({ admin: true, listedAdmin: true });
  });

  it('answers 400 naming the page for a page that is not a positive whole number', async () => {
    for (const page of ['0', 'abc', '1.5', '99999999']) {
      const { response } = await call(server, admin, getAdminUsers, { query: { page: malformed(page) } });
      expect(response.statusCode, page).toBe(400);
      expect(response.json(), page).toMatchObject({ field: 'page' });
    }
  });
});

describe(`${grantPoints.method} ${grantPoints.path}`, () => {
  it('moves each balance with an admin_grant ledger entry naming the admin and the reason', async () => {
    const user = await server.signUp();
    for (const [currency, amount] of [
      ['gems', 10],
      ['extraPoints', 7],
      ['coins', 3],
    ] as const) {
      const { status, response } = await call(server, admin, grantPoints, { params: { id: user.id }, body: { currency, amount, reason: `  ${currency} for testing  ` } });
      expect(status, response.body).toBe(200);
    }
    expect(await pointsOf(user)).toMatchObject({ points: DEFAULT_MAX_POINTS + 10, extraPoints: 7, coins: 3 });
    const entries = await db()
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'admin_grant')));
    expect(entries.map((entry) => [entry.pointsDelta, entry.extraPointsDelta, entry.coinsDelta, entry.adminId, entry.note])).toEqual([
      [10, 0, 0, admin.id, 'gems for testing'],
      [0, 7, 0, admin.id, 'extraPoints for testing'],
      [0, 0, 3, admin.id, 'coins for testing'],
    ]);
    const taken = await call(server, admin, grantPoints, { params: { id: user.id }, body: { currency: 'coins', amount: -3, reason: 'Oops' } });
    expect(taken.body.coins).toBe(0);
    expect((await auditOf(user.id)).map((row) => [row.action, row.detail])).toEqual([
      ['user.grant', { currency: 'gems', amount: 10, reason: 'gems for testing' }],
      ['user.grant', { currency: 'extraPoints', amount: 7, reason: 'extraPoints for testing' }],
      ['user.grant', { currency: 'coins', amount: 3, reason: 'coins for testing' }],
      ['user.grant', { currency: 'coins', amount: -3, reason: 'Oops' }],
    ]);
  });

  it('refuses with 409 naming the balance to take it below zero, and changes and records nothing', async () => {
    const user = await server.signUp();
    await call(server, admin, grantPoints, { params: { id: user.id }, body: { currency: 'extraPoints', amount: 4, reason: 'Start' } });
    const { response: refused } = await call(server, admin, grantPoints, { params: { id: user.id }, body: { currency: 'extraPoints', amount: -5, reason: 'Too much' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'amount', message: expect.stringContaining('only 4 extra gems') });
    const { response: gems } = await call(server, admin, grantPoints, { params: { id: user.id }, body: { currency: 'gems', amount: -(DEFAULT_MAX_POINTS + 1), reason: 'Too much' } });
    expect(gems.statusCode).toBe(409);
    expect(gems.json<{ message: string }>().message).toContain(`only ${DEFAULT_MAX_POINTS} gems`);
    expect(await pointsOf(user)).toMatchObject({ points: DEFAULT_MAX_POINTS, extraPoints: 4 });
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad currency, amount or reason, and 404 for an unknown user', async () => {
    const user = await server.signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'diamonds', amount: 1, reason: 'r' }, 'currency'],
      [{ currency: 'coins', amount: 0, reason: 'r' }, 'amount'],
      [{ currency: 'coins', amount: 1.5, reason: 'r' }, 'amount'],
      [{ currency: 'coins', amount: 10_001, reason: 'r' }, 'amount'],
      [{ currency: 'coins', amount: '5', reason: 'r' }, 'amount'],
      [{ currency: 'coins', amount: 1, reason: '  ' }, 'reason'],
      [{ currency: 'coins', amount: 1, reason: 'x'.repeat(201) }, 'reason'],
    ];
    for (const [payload, field] of cases) {
      const { response } = await call(server, admin, grantPoints, { params: { id: user.id }, body: malformed(payload) });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: 'bad_request', field });
    }
    expect((await call(server, admin, grantPoints, { params: { id: 'no-such-user' }, body: { currency: 'coins', amount: 1, reason: 'r' } })).status).toBe(404);
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe('banning', () => {
  it("ends the user's sessions, refuses their next request and sign-in with a clear message, and unbanning lets them back", async () => {
    const user = await server.signUp();
    const second = await server.signIn(user);
    expect((await call(server, user, getPoints)).status).toBe(200);

    const banned = await call(server, admin, banUser, { params: { id: user.id } });
    expect(banned.body).toMatchObject({ id: user.id, banned: true });
    expect(await db().select().from(session).where(eq(session.userId, user.id))).toEqual([]);
    for (const cookie of [user, second]) expect((await call(server, cookie, getPoints)).status).toBe(401);
    const signIn = await server.request({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': '127.9.0.1' }, payload: { email: user.email, password: TEST_PASSWORD } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<{ message: string }>().message).toContain('banned');
    expect(await db().select().from(session).where(eq(session.userId, user.id))).toEqual([]);

    expect((await call(server, admin, unbanUser, { params: { id: user.id } })).body).toMatchObject({ banned: false });
    const back = await server.signIn(user);
    expect((await call(server, back, getPoints)).status).toBe(200);
    expect((await auditOf(user.id)).map((row) => row.action)).toEqual(['user.ban', 'user.unban']);
  });

  it('refuses a request from a session that outlived the ban', async () => {
    const user = await server.signUp();
    // As if a sign-in had raced the ban: the ban row exists and a session is still there.
    await db().insert(userBan).values({ userId: user.id, bannedBy: admin.id });
    const { response } = await call(server, user, getPoints);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'banned', message: expect.stringContaining('banned') });
  });

  it('refuses to ban oneself or an ADMIN_EMAILS admin, and a banned user cannot be made admin', async () => {
    const helper = await server.signUp();
    await call(server, admin, setAdminRole, { params: { id: helper.id }, body: { admin: true } });
    const { response: self } = await call(server, admin, banUser, { params: { id: admin.id } });
    expect(self.statusCode).toBe(409);
    expect(self.json<{ message: string }>().message).toBe('You cannot ban yourself.');
    const { response: listed } = await call(server, helper, banUser, { params: { id: admin.id } });
    expect(listed.statusCode).toBe(409);
    expect(listed.json<{ message: string }>().message).toContain('ADMIN_EMAILS');
    expect((await auditOf(admin.id)).filter((row) => row.action === 'user.ban')).toEqual([]);

    // Banning a granted admin takes the role back too.
    expect((await call(server, admin, banUser, { params: { id: helper.id } })).body).toMatchObject({ banned: true, admin: false });
    expect((await call(server, admin, setAdminRole, { params: { id: helper.id }, body: { admin: true } })).status).toBe(409);
    expect((await call(server, admin, banUser, { params: { id: 'no-such-user' } })).status).toBe(404);
  });
});

describe(`${messageUser.method} ${messageUser.path}`, () => {
  it("puts an unread message of kind admin in that user's inbox only", async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    const response = await call(server, admin, messageUser, { params: { id: user.id }, body: { title: '  About your account ', body: 'Hello there.' } });
    expect(response.status).toBe(200);
    const { messageId } = response.body;
    const inbox = (await call(server, user, getMessages)).body;
    expect(inbox.messages[0]).toMatchObject({ id: messageId, kind: 'admin', title: 'About your account', body: 'Hello there.', read: false });
    expect(await db().select().from(message).where(eq(message.userId, other.id))).not.toContainEqual(expect.objectContaining({ id: messageId }));
    expect((await auditOf(user.id)).map((row) => [row.action, row.detail])).toEqual([['user.message', { title: 'About your account' }]]);

    const { response: blank } = await call(server, admin, messageUser, { params: { id: user.id }, body: { title: 't', body: ' ' } });
    expect(blank.json()).toMatchObject({ field: 'body' });
    expect((await call(server, admin, messageUser, { params: { id: 'no-such-user' }, body: { title: 't', body: 'b' } })).status).toBe(404);
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});
