import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TITLE_MAX_LENGTH, broadcastMessage, getMessages, getUnreadCount } from '#common/api/messages.ts';
import { message } from '#server/db/schema/messages.ts';
import { call, malformed } from '#server/test/call.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ email: ADMIN_EMAIL });
});
afterAll(() => server.close());

const broadcast = async (user: TestUser | undefined, payload: unknown) => (await call(server, user, broadcastMessage, { body: malformed(payload) })).response;
const copiesOf = (broadcastId: string) => server.services.database.db.select().from(message).where(eq(message.broadcastId, broadcastId));

describe(`${broadcastMessage.method} ${broadcastMessage.path}`, () => {
  it(`sends an admin's message to every user, which each sees unread, on ${TEST_DB}`, async () => {
    const member = await server.signUp();
    const response = await broadcast(admin, { title: '  New deck  ', body: 'The Moonlit deck is here.' });
    expect(response.statusCode, response.body).toBe(200);
    const { broadcastId, recipients } = response.json<{ broadcastId: string; recipients: number }>();
    expect(recipients).toBeGreaterThanOrEqual(2);
    expect(await copiesOf(broadcastId)).toHaveLength(recipients);
    const inbox = await call(server, member, getMessages);
    expect(inbox.body.messages[0]).toMatchObject({ kind: 'broadcast', title: 'New deck', read: false });
    expect((await call(server, member, getUnreadCount)).body).toEqual({ count: 2 });
  });

  it('answers 403 to a member and sends nothing', async () => {
    const member = await server.signUp();
    const response = await broadcast(member, { title: 'Free gems', body: 'Not really.' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
    const sent = await server.services.database.db.select().from(message).where(eq(message.title, 'Free gems'));
    expect(sent).toHaveLength(0);
  });

  it('answers 403 to a member even when the body is malformed', async () => {
    expect((await broadcast(await server.signUp(), { title: 7 })).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a missing, blank or too long title or body', async () => {
    const cases: [unknown, string][] = [
      [{ body: 'b' }, 'title'],
      [{ title: '   ', body: 'b' }, 'title'],
      [{ title: 'x'.repeat(BROADCAST_TITLE_MAX_LENGTH + 1), body: 'b' }, 'title'],
      [{ title: 't', body: '' }, 'body'],
      [{ title: 't', body: 'nul\u0000' }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await broadcast(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: 'bad_request', field });
    }
  });

  it('needs a session', async () => {
    expect((await broadcast(undefined, { title: 't', body: 'b' })).statusCode).toBe(401);
  });
});
