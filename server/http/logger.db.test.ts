import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userKey } from '#server/db/schema/encryption.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Looks like what query parameters really carry: a password hint, a wrapped key, a verifier. */
const SECRET = 'hint-the-name-of-my-first-cat';

/** Runs `query`, which must fail, and logs its error as the app's error handler does. */
async function logFailure(query: () => Promise<unknown>): Promise<string> {
  const error = await query().then(
    () => expect.unreachable('the query should have failed'),
    (failure: unknown) => failure,
  );
  const before = server.logs.length;
  server.app.log.error({ err: error }, 'request failed');
  return server.logs.slice(before).join('');
}

describe('logging a failed query', () => {
  it.each([
    [
      'a unique violation (the hint and key among the parameters)',
      '23505',
      async () => {
        const user = await signUpWithKey(server);
        const row = { userId: user.id, publicKey: Buffer.from(SECRET), wrappedPrivateKey: Buffer.from(SECRET), kdfParams: {}, verifierHash: Buffer.from(SECRET), hint: SECRET };
        return server.services.database.db.insert(userKey).values(row as typeof userKey.$inferInsert);
      },
    ],
    [
      'a foreign-key violation (the value repeated in the detail)',
      '23503',
      async () => {
        const row = { userId: `user-${SECRET}`, publicKey: Buffer.alloc(1), wrappedPrivateKey: Buffer.alloc(1), kdfParams: {}, verifierHash: Buffer.alloc(1), hint: '' };
        return server.services.database.db.insert(userKey).values(row as typeof userKey.$inferInsert);
      },
    ],
    ['a bad cast (the value quoted in the message)', '22P02', async () => server.services.database.db.execute(sql`select ${SECRET}::int`)],
  ])('database errors are logged without their query parameters: %s', async (_case, code, query) => {
    const log = await logFailure(query);
    expect(log).toContain(`"code":"${code}"`);
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(Buffer.from(SECRET).toString('hex'));
    expect(log).not.toMatch(/\bparams\b/);
    expect(log).not.toMatch(/\bdetail\b/);
  });
});
