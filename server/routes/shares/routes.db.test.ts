import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '#common/api/endpoint.ts';
import { deleteReading, saveReading } from '#common/api/readings.ts';
import {
  createShare,
  deleteShare,
  getSharedReading,
  getSharedReadingIds,
  getSharedReadingImage,
  getSharedReadingInfo,
  type SharedReadingInfo,
  type ShareLifetime,
} from '#common/api/shares.ts';
import { MAX_ACTIVE_SHARES } from '#common/limits.ts';
import { reading as readingTable } from '#server/db/schema/readings.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import { purgeExpired } from '#server/jobs/purge.ts';
import { SHARE_DESCRIPTION_MAX } from '#server/shares/share-text.ts';
import { call, malformed } from '#server/test/call.ts';
import { linkOf, share, userWithReading } from '#server/test/share-helpers.ts';
import { startTestServer, TEST_ORIGIN, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const get = (url: string, user?: TestUser) => server.request({ method: 'GET', url, ...(user ? { user } : {}) });
const ids = async (user: TestUser) => (await call(server, user, getSharedReadingIds)).body;

describe(`${createShare.method} ${createShare.path}`, () => {
  it('shares a written reading: an absolute link carrying a 43-character key, the title, the summary, 30 days by default', async () => {
    const { user, reading } = await userWithReading(server);
    const before = Date.now();
    const result = await share(server, user, reading.id);
    expect(result.url).toMatch(new RegExp(`^${TEST_ORIGIN}/shared_reading/${reading.id}/[A-Za-z0-9_-]{43}$`));
    expect(result.title).toBe(reading.title);
    expect(result.description.length).toBeGreaterThan(0);
    expect(result.description.length).toBeLessThanOrEqual(SHARE_DESCRIPTION_MAX);
    expect(reading.summary.replace(/\s+/g, ' ').startsWith(result.description.replace(/…$/, ''))).toBe(true);
    expect(result.expires! - before).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(result.expires! - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);
    expect(await ids(user)).toEqual([[result.id, 0]]);
  });

  it.each<[ShareLifetime, number]>([
    ['1', 1],
    ['7', 7],
  ])('lets the owner choose %s day(s)', async (expires, days) => {
    const { user, reading } = await userWithReading(server);
    const result = await share(server, user, reading.id, { expires });
    expect(Math.round((result.expires! - Date.now()) / DAY_MS)).toBe(days);
  });

  it('lets the owner keep a link until they delete it', async () => {
    const { user, reading } = await userWithReading(server);
    expect((await share(server, user, reading.id, { expires: 'never' })).expires).toBeNull();
  });

  it('answers a lifetime it does not offer with a 400 naming expires', async () => {
    const { user, reading } = await userWithReading(server);
    const { response } = await call(server, user, createShare, { params: { readingId: reading.id }, query: { expires: malformed('365') } });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('expires');
  });

  it('answers another user’s reading, and a made-up id, as not found', async () => {
    const { reading } = await userWithReading(server);
    const { user: stranger } = await userWithReading(server);
    for (const id of [reading.id, randomUUID()]) {
      const { response } = await call(server, stranger, createShare, { params: { readingId: id } });
      expect(response.statusCode, id).toBe(404);
    }
    expect(await server.services.database.db.select().from(readingShare).where(eq(readingShare.readingId, reading.id))).toEqual([]);
  });

  it('refuses a reading that is not written yet with a 409 that says why', async () => {
    const { user, reading } = await userWithReading(server);
    await server.services.database.db.update(readingTable).set({ status: 'QUEUED', sealedResult: null }).where(eq(readingTable.id, reading.id));
    const { response } = await call(server, user, createShare, { params: { readingId: reading.id } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'reading_not_written', message: expect.stringContaining('finished reading') });
  });

  it('needs an unlocked session: the reading is opened to copy it', async () => {
    const { user, reading } = await userWithReading(server);
    const { response } = await call(server, await server.signIn(user), createShare, { params: { readingId: reading.id } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('locked');
  });

  it(`stops at ${MAX_ACTIVE_SHARES} unexpired shares with a 409, not counting expired ones`, async () => {
    const { user, reading } = await userWithReading(server);
    const row = (expiresAt: Date | null) => ({
      id: randomUUID(),
      readingId: reading.id,
      userId: user.id,
      keyHash: randomBytes(32),
      sharedCopy: randomBytes(64),
      sealedInfo: randomBytes(64),
      expiresAt,
    });
    const rows = [...Array.from({ length: MAX_ACTIVE_SHARES - 1 }, () => row(null)), row(new Date(Date.now() - 1000))];
    await server.services.database.db.insert(readingShare).values(rows);
    await share(server, user, reading.id);
    const { response } = await call(server, user, createShare, { params: { readingId: reading.id } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'too_many_shares', message: expect.stringContaining(`${MAX_ACTIVE_SHARES}`) });
  });

  it('refuses a cross-site navigation to it, creating nothing (docs/decisions/0007)', async () => {
    const { user, reading } = await userWithReading(server);
    const response = await server.app.inject({
      method: 'GET',
      url: endpointUrl(createShare, { readingId: reading.id }),
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Nothing was changed');
    expect(await ids(user)).toEqual([]);
  });
});

describe('the owner’s shares', () => {
  it('lists unexpired shares newest first, and opens each one’s info while unlocked', async () => {
    const { user, reading } = await userWithReading(server);
    const first = await share(server, user, reading.id, { expires: '7' });
    const second = await share(server, user, reading.id, { expires: 'never' });
    const expired = await share(server, user, reading.id);
    await server.services.database.db.update(readingShare).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(readingShare.id, expired.id));
    expect(await ids(user)).toEqual([
      [second.id, 0],
      [first.id, 0],
    ]);

    const { response } = await call(server, user, getSharedReadingInfo, { params: { id: first.id } });
    expect(response.statusCode).toBe(200);
    const info = response.json<SharedReadingInfo>();
    expect(info).toMatchObject({ id: first.id, readingId: reading.id, vissibleTitle: reading.title, summary: reading.summary, expires: first.expires, hitCount: 0 });
    expect(info.uuid).toBe(linkOf(first).uuid);
    expect(info.createdAt).toBeLessThanOrEqual(Date.now());

    const locked = (await call(server, await server.signIn(user), getSharedReadingInfo, { params: { id: first.id } })).response;
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toBe('locked');
  });

  it('another user cannot list, read the info of, or delete my shares', async () => {
    const { user, reading } = await userWithReading(server);
    const result = await share(server, user, reading.id);
    const { user: stranger } = await userWithReading(server);

    expect(await ids(stranger)).toEqual([]);
    const info = (await call(server, stranger, getSharedReadingInfo, { params: { id: result.id } })).response;
    expect(info.statusCode).toBe(404);
    const deleted = (await call(server, stranger, deleteShare, { params: { id: result.id } })).response;
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual(info.json());

    const { readingId, uuid } = linkOf(result);
    expect((await call(server, undefined, getSharedReading, { params: { readingId, uuid } })).status).toBe(200);
  });

  it('deleting a share kills its link at once; deleting it again is not found', async () => {
    const { user, reading } = await userWithReading(server);
    const result = await share(server, user, reading.id);
    const { readingId, uuid } = linkOf(result);
    expect((await call(server, undefined, getSharedReading, { params: { readingId, uuid } })).status).toBe(200);

    const deleted = (await call(server, user, deleteShare, { params: { id: result.id } })).response;
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call(server, undefined, getSharedReading, { params: { readingId, uuid } })).status).toBe(404);
    expect((await call(server, undefined, getSharedReadingImage, { params: { readingId, uuid } })).status).toBe(404);
    expect(await ids(user)).toEqual([]);
    expect((await call(server, user, deleteShare, { params: { id: result.id } })).status).toBe(404);
  });

  it('deleting the reading deletes its shares with it', async () => {
    const { user, reading } = await userWithReading(server);
    const result = await share(server, user, reading.id);
    await call(server, user, saveReading);
    expect((await call(server, user, deleteReading, { params: { id: reading.id } })).status).toBe(200);
    const { readingId, uuid } = linkOf(result);
    expect((await call(server, undefined, getSharedReading, { params: { readingId, uuid } })).status).toBe(404);
    expect(await ids(user)).toEqual([]);
  });

  it('the hourly purge deletes expired shares and keeps live ones', async () => {
    const { user, reading } = await userWithReading(server);
    const live = await share(server, user, reading.id);
    const expired = await share(server, user, reading.id);
    const { db } = server.services.database;
    await db.update(readingShare).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(readingShare.id, expired.id));
    expect((await purgeExpired(db)).readingShares).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: readingShare.id }).from(readingShare).where(eq(readingShare.userId, user.id));
    expect(left).toEqual([{ id: live.id }]);
  });

  it('needs a session for the owner’s calls', async () => {
    for (const url of [endpointUrl(getSharedReadingIds), endpointUrl(getSharedReadingInfo, { id: randomUUID() }), endpointUrl(createShare, { readingId: randomUUID() })]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});
