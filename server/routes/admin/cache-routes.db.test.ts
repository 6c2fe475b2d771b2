import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheStats, getCaches, purgeAllCaches, purgeCache } from '#common/api/admin-ops.ts';
import { adminAudit } from '#server/db/schema/admin.ts';
import type { RegisteredCache } from '#server/caches/registry.ts';
import { call } from '#server/test/call.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

/** A cache of this test's own: two entries, three hits and a miss so far. */
function testCache(): RegisteredCache & { held: Map<string, string> } {
  const held = new Map([
    ['a', 'alpha'],
    ['b', 'beta'],
  ]);
  return {
    name: 'test-cache',
    held,
    hits: 3,
    misses: 1,
    entries: () => held.size,
    sizeBytes: () => 1234.4,
    purge(key) {
      const before = held.size;
      if (key === undefined) held.clear();
      else held.delete(key);
      return before - held.size;
    },
  };
}

let server: TestServer;
let admin: TestUser;
let member: TestUser;
let cache: ReturnType<typeof testCache>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ email: ADMIN_EMAIL });
  member = await server.signUp();
  cache = testCache();
  server.services.caches.register(cache);
});
afterAll(() => server.close());

const statsOf = async (name: string): Promise<CacheStats | undefined> => {
  const { status, body, response } = await call(server, admin, getCaches);
  expect(status, response.body).toBe(200);
  return body.caches.find((entry) => entry.name === name);
};
const purge = (user: TestUser, name?: string) => (name === undefined ? call(server, user, purgeAllCaches) : call(server, user, purgeCache, { params: { name } }));
/** A share page: its link is dead, but the page still answers with the built index.html, through its cache. */
const sharePage = () => server.request({ method: 'GET', url: `/shared_reading/${crypto.randomUUID()}/no-such-key` });
const auditOf = (target: string) => server.services.database.db.select().from(adminAudit).where(eq(adminAudit.target, target));

describe(`${getCaches.method} ${getCaches.path}`, () => {
  it(`reports each registered cache's entries, hit rate and size, on ${TEST_DB}`, async () => {
    expect(await statsOf('test-cache')).toEqual({ name: 'test-cache', entries: 2, hits: 3, misses: 1, hitRate: 0.75, approxBytes: 1234 });
  });

  it("follows the share pages' cache of the built page as it is used", async () => {
    const before = (await statsOf('share-page-shell'))!;
    expect((await sharePage()).statusCode).toBe(200);
    expect((await sharePage()).statusCode).toBe(200);
    const after = (await statsOf('share-page-shell'))!;
    expect(after.entries).toBe(1);
    expect(after.approxBytes).toBeGreaterThan(0);
    expect(after.hits + after.misses).toBe(before.hits + before.misses + 2);
    expect(after.hits).toBeGreaterThan(0);
  });

  it('answers 403 to a member', async () => {
    expect((await call(server, member, getCaches)).status).toBe(403);
  });
});

describe(`${purgeCache.method} ${purgeCache.path} and ${purgeAllCaches.path}`, () => {
  it('empties one cache, which the next use fills again, and records it', async () => {
    await sharePage();
    const { status, body, response } = await purge(admin, 'share-page-shell');
    expect(status, response.body).toBe(200);
    expect(body).toEqual({ purged: [{ name: 'share-page-shell', entries: 1 }] });
    const emptied = (await statsOf('share-page-shell'))!;
    expect(emptied.entries).toBe(0);

    expect((await sharePage()).statusCode).toBe(200);
    const refilled = (await statsOf('share-page-shell'))!;
    expect(refilled).toMatchObject({ entries: 1, misses: emptied.misses + 1 });
    expect(await auditOf('cache:share-page-shell')).toMatchObject([{ adminId: admin.id, action: 'cache.purge', detail: { entries: 1 } }]);
    expect(cache.held.size).toBe(2);
  });

  it('empties every cache', async () => {
    await sharePage();
    const { status, body, response } = await purge(admin);
    expect(status, response.body).toBe(200);
    expect(body.purged).toEqual(
      expect.arrayContaining([
        { name: 'test-cache', entries: 2 },
        { name: 'share-page-shell', entries: 1 },
      ]),
    );
    expect(cache.held.size).toBe(0);
    expect((await statsOf('share-page-shell'))!.entries).toBe(0);
    expect(await auditOf('cache:*')).toMatchObject([{ adminId: admin.id, action: 'cache.purge' }]);
  });

  it('answers 404 for an unknown cache and 400 naming a malformed name', async () => {
    expect((await purge(admin, 'no-such-cache')).status).toBe(404);
    const malformed = (await purge(admin, 'Not_A_Name')).response;
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'bad_request', field: 'name' });
  });

  it('answers 403 to a member and purges nothing', async () => {
    cache.held.set('c', 'gamma');
    expect((await purge(member, 'test-cache')).status).toBe(403);
    expect((await purge(member)).status).toBe(403);
    expect(cache.held.size).toBe(1);
  });
});
