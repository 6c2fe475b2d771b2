import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '#common/api/messages.ts';
import { message } from '#server/db/schema/messages.ts';
import { MESSAGES_LIMIT } from '#server/messages/inbox.ts';
import { WELCOME_TITLE } from '#server/messages/welcome.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const inbox = async (user: TestUser): Promise<Message[]> => {
  const response = await server.request({ method: 'GET', url: '/v1/messages', user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: Message[] }>().messages;
};
const unread = async (user: TestUser): Promise<number> =>
  (await server.request({ method: 'GET', url: '/v1/messages/unread/count', user })).json<{ count: number }>().count;
const markRead = (user: TestUser, id: string) => server.request({ method: 'POST', url: `/v1/messages/${id}/read`, user });

describe('the inbox', () => {
  it(`greets a new user with one unread welcome message, on ${TEST_DB}`, async () => {
    const user = await server.signUp();
    const messages = await inbox(user);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'welcome', title: WELCOME_TITLE, read: false });
    expect(messages[0]!.body).toMatch(/gems/i);
    expect(messages[0]!.body).toMatch(/password/i);
    expect(await unread(user)).toBe(1);
  });

  it('lists newest first, capped at the limit, while the count covers every unread one', async () => {
    const user = await server.signUp();
    const { db } = server.services.database;
    const start = Date.now() + 1000;
    await db.insert(message).values(
      Array.from({ length: MESSAGES_LIMIT + 1 }, (_, index) => ({
        id: randomUUID(),
        userId: user.id,
        kind: 'broadcast' as const,
        title: `News ${index}`,
        body: 'b',
        createdAt: new Date(start + index * 1000),
      })),
    );
    const messages = await inbox(user);
    expect(messages).toHaveLength(MESSAGES_LIMIT);
    expect(messages[0]!.title).toBe(`News ${MESSAGES_LIMIT}`);
    const times = messages.map((entry) => entry.createdAt);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(await unread(user)).toBe(MESSAGES_LIMIT + 2);
  });

  it('needs a session', async () => {
    expect((await server.request({ method: 'GET', url: '/v1/messages' })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/v1/messages/unread/count' })).statusCode).toBe(401);
  });
});

describe('POST /v1/messages/:id/read', () => {
  it('marks the message read, answers the new count, and does it again harmlessly', async () => {
    const user = await server.signUp();
    const [welcome] = await inbox(user);
    const first = await markRead(user, welcome!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ count: 0 });
    expect((await inbox(user))[0]!.read).toBe(true);
    const readAt = async () => (await server.services.database.db.select({ readAt: message.readAt }).from(message).where(eq(message.id, welcome!.id)))[0]!.readAt;
    const firstReadAt = await readAt();
    const again = await markRead(user, welcome!.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ count: 0 });
    expect(await readAt()).toEqual(firstReadAt);
  });

  it("answers 404 for another user's message and leaves it unread", async () => {
    const owner = await server.signUp();
    const stranger = await server.signUp();
    const [welcome] = await inbox(owner);
    const response = await markRead(stranger, welcome!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
    expect(await unread(owner)).toBe(1);
    expect(await unread(stranger)).toBe(1);
  });

  it('answers 404 for a well-formed id nobody has', async () => {
    const user = await server.signUp();
    expect((await markRead(user, randomUUID())).statusCode).toBe(404);
  });

  it('answers 400 naming the id for a malformed one', async () => {
    const user = await server.signUp();
    for (const id of ['not-a-uuid', '1', `${randomUUID()}x`, '%00']) {
      const response = await markRead(user, id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toMatchObject({ error: 'bad_request', field: 'id' });
    }
  });

  it('refuses a request that does not come from the app', async () => {
    const user = await server.signUp();
    const [welcome] = await inbox(user);
    // No Origin and no app header: what a form on another site, or a bare script, would send.
    const response = await server.app.inject({ method: 'POST', url: `/v1/messages/${welcome!.id}/read`, headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'foreign_request' });
    expect(await unread(user)).toBe(1);
  });

  it('needs a session', async () => {
    expect((await server.request({ method: 'POST', url: `/v1/messages/${randomUUID()}/read` })).statusCode).toBe(401);
  });
});
