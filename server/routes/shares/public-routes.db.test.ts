import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '#common/api/endpoint.ts';
import { getSharedReading, getSharedReadingIds, getSharedReadingImage, getSharedReadingInfo, hitShare, type SharedReading } from '#common/api/shares.ts';
import { rateLimitHit } from '#server/db/schema/rate-limits.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import { call } from '#server/test/call.ts';
import { dumpDatabase } from '#server/test/dump-database.ts';
import { ENCRYPTION_PASSWORD } from '#server/test/encryption-helpers.ts';
import { linkOf, share, userWithReading } from '#server/test/share-helpers.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { HITS_PER_ADDRESS_AND_SHARE, SHARE_NOT_AVAILABLE } from './public-routes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A signed-out visitor's call, made by the app (it carries the app's header). */
const visit = (url: string, address = '203.0.113.7') => server.request({ method: 'GET', url, headers: { 'x-forwarded-for': address } });
/** A request exactly as a plain HTTP client (a chat app's preview fetcher) sends it: no cookie, no app header. */
const plain = (url: string) => server.app.inject({ method: 'GET', url });

async function sharedBy(): Promise<{ user: TestUser; readingId: string; uuid: string; id: string; question: string; answer: string; title: string; summary: string }> {
  const { user, reading } = await userWithReading(server);
  const result = await share(server, user, reading.id);
  const answer = reading.spread.awnsers.find((awnser) => awnser.text)?.text ?? '';
  return { user, ...linkOf(result), id: result.id, question: reading.request.question, answer, title: reading.title, summary: reading.summary };
}

describe(`${getSharedReading.method} ${getSharedReading.path}`, () => {
  it('shows the link holder the reading, its title and summary, and nothing of its owner', async () => {
    const { user, readingId, uuid, id, title, summary, answer } = await sharedBy();
    const response = await visit(endpointUrl(getSharedReading, { readingId, uuid }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const shared = response.json<SharedReading>();
    expect(shared).toMatchObject({ id, vissibleTitle: title, summary, reading: { id: readingId, title, summary } });
    expect(shared.reading.spread.awnsers.map((awnser) => awnser.text)).toContain(answer);
    for (const identity of [user.id, user.email, user.name]) expect(response.body).not.toContain(identity);
  });

  it('answers a wrong key for a real reading exactly as a made-up reading or a malformed key', async () => {
    const { readingId, uuid } = await sharedBy();
    const otherKey = `${uuid.slice(0, -1)}${uuid.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      [endpointUrl(getSharedReading, { readingId, uuid: otherKey }), endpointUrl(getSharedReading, { readingId: randomUUID(), uuid }), endpointUrl(getSharedReading, { readingId: randomUUID(), uuid: otherKey }), endpointUrl(getSharedReading, { readingId, uuid: 'not-a-key' })].map((url) =>
        visit(url),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'not_found', message: SHARE_NOT_AVAILABLE });
      expect(answer.headers['content-type']).toBe(answers[0]!.headers['content-type']);
    }
  });

  it('does not serve an expired share', async () => {
    const { readingId, uuid, id } = await sharedBy();
    await server.services.database.db.update(readingShare).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(readingShare.id, id));
    const response = await visit(endpointUrl(getSharedReading, { readingId, uuid }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SHARE_NOT_AVAILABLE);
    expect((await visit(endpointUrl(hitShare, { id }))).statusCode).toBe(404);
    expect((await plain(endpointUrl(getSharedReadingImage, { readingId, uuid }))).statusCode).toBe(404);
  });
});

describe(`${hitShare.method} ${hitShare.path}`, () => {
  it('counts each view, and the owner sees the count', async () => {
    const { user, id } = await sharedBy();
    expect((await visit(endpointUrl(hitShare, { id }), '203.0.113.20')).json()).toEqual({ hitCount: 1 });
    expect((await visit(endpointUrl(hitShare, { id }), '203.0.113.21')).json()).toEqual({ hitCount: 2 });
    const ids = await call(server, user, getSharedReadingIds);
    expect(ids.body).toEqual([[id, 2]]);
    const info = await call(server, user, getSharedReadingInfo, { params: { id } });
    expect(info.body.hitCount).toBe(2);
  });

  it('stops one address pumping one share’s count', async () => {
    const { id } = await sharedBy();
    for (let hit = 1; hit <= HITS_PER_ADDRESS_AND_SHARE.limit; hit += 1) {
      expect((await visit(endpointUrl(hitShare, { id }), '203.0.113.30')).json()).toEqual({ hitCount: hit });
    }
    const refused = await visit(endpointUrl(hitShare, { id }), '203.0.113.30');
    expect(refused.statusCode).toBe(429);
    expect((await visit(endpointUrl(hitShare, { id }), '203.0.113.31')).json()).toEqual({ hitCount: HITS_PER_ADDRESS_AND_SHARE.limit + 1 });
  });

  it('The public share-view counter looks the share up first: made-up ids are answered not found and leave no rate-limit row', async () => {
    const { id } = await sharedBy();
    const { db } = server.services.database;
    const viewRows = async () => (await db.select({ rows: count() }).from(rateLimitHit).where(like(rateLimitHit.key, `${HITS_PER_ADDRESS_AND_SHARE.name}:%`)))[0]!.rows;
    const before = await viewRows();
    for (let made = 0; made < 3; made += 1) {
      const response = await visit(endpointUrl(hitShare, { id: randomUUID() }), '203.0.113.40');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SHARE_NOT_AVAILABLE);
    }
    await db.update(readingShare).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(readingShare.id, id));
    expect((await visit(endpointUrl(hitShare, { id }), '203.0.113.40')).statusCode).toBe(404);
    expect(await viewRows()).toBe(before);
  });

  it('answers an unknown share as not found, and needs the app’s proof like every call', async () => {
    const { id } = await sharedBy();
    expect((await visit(endpointUrl(hitShare, { id: randomUUID() }))).statusCode).toBe(404);
    expect((await plain(endpointUrl(hitShare, { id }))).statusCode).toBe(403);
  });
});

describe(`${getSharedReadingImage.method} ${getSharedReadingImage.path}`, () => {
  it('draws the shared reading for any plain HTTP client holding the link, and may be kept an hour', async () => {
    const { readingId, uuid } = await sharedBy();
    const response = await plain(endpointUrl(getSharedReadingImage, { readingId, uuid }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('answers a wrong key as not found', async () => {
    const { readingId } = await sharedBy();
    const response = await plain(endpointUrl(getSharedReadingImage, { readingId, uuid: 'A'.repeat(43) }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SHARE_NOT_AVAILABLE);
  });
});

describe('what sharing leaves behind', () => {
  it('a dump of every table after sharing holds no plaintext of the shared reading, and no log holds the link key', async () => {
    const logsBefore = server.logs.length;
    const { readingId, uuid, id, title, summary, question, answer } = await sharedBy();
    await visit(endpointUrl(getSharedReading, { readingId, uuid }));
    await visit(endpointUrl(hitShare, { id }));
    await plain(endpointUrl(getSharedReadingImage, { readingId, uuid }));
    await plain(`/shared_reading/${readingId}/${uuid}`);

    const { tables, text } = await dumpDatabase(server.services.database);
    expect(tables).toContain('reading_share');
    const key = Buffer.from(uuid, 'base64url');
    for (const secret of [title, summary, question, answer, uuid, key.toString('hex'), ENCRYPTION_PASSWORD]) {
      expect(secret.length).toBeGreaterThan(0);
      expect(text).not.toContain(secret);
    }
    const logs = server.logs.slice(logsBefore).join('');
    expect(logs).toContain('[redacted]');
    expect(logs).not.toContain(uuid);
  });
});
