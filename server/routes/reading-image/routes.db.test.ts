import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReadingImage, type ReadingImageQuery } from '#common/api/reading-image.ts';
import type { Reading } from '#common/api/readings.ts';
import { call, malformed } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The in-process server answers with light-my-request's response, whose rawPayload holds the PNG's bytes.
const image = async (user: TestUser, query?: ReadingImageQuery) => (await call(server, user, getReadingImage, { query })).response as LightMyRequestResponse;

/** A signed-up, unlocked user whose active reading has been written, and that reading. */
async function userWithReading(): Promise<{ user: TestUser; reading: Reading }> {
  const user = await signUpWithKey(server);
  const started = await startReading(server, user, await readingRequest(server, user));
  return { user, reading: await waitForReading(server, user, started.json().id) };
}

describe(`${getReadingImage.method} ${getReadingImage.path}`, () => {
  it('draws the owner’s active reading as a PNG that no cache keeps', async () => {
    const { user } = await userWithReading();
    const response = await image(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBeUndefined();
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.readUInt32BE(16)).toBe(1200);
  });

  it('answers a download as an attachment named for the reading’s day in the asked time zone', async () => {
    const { user, reading } = await userWithReading();
    const response = await image(user, { download: '1', tz: 'Pacific/Kiritimati', v: 1 });
    expect(response.statusCode).toBe(200);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(reading.createdAt);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="arcana-reading-${day}.png"`);
  });

  it('answers 404 when there is no active reading', async () => {
    const user = await signUpWithKey(server);
    const response = await image(user);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('refuses a locked session: the reading is sealed', async () => {
    const { user } = await userWithReading();
    const locked = await server.signIn(user);
    const response = await image(locked);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('locked');
  });

  it.each([
    ['tz', { tz: 'Mars/Olympus' }],
    ['download', { download: malformed('yes') }],
    ['v', { v: -1 }],
  ])('answers bad input with a 400 naming %s', async (field, query) => {
    const { user } = await userWithReading();
    const response = await image(user, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('answers 401 without a session', async () => {
    const { response } = await call(server, undefined, getReadingImage);
    expect(response.statusCode).toBe(401);
  });
});
