import type { Reading } from '#common/api/readings.ts';
import type { ShareResult } from '#common/api/shares.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import type { TestServer, TestUser } from '#server/test/test-server.ts';

/** A signed-up, unlocked user whose active reading has been written, and that reading. */
export async function userWithReading(server: TestServer): Promise<{ user: TestUser; reading: Reading }> {
  const user = await signUpWithKey(server);
  const started = await startReading(server, user, await readingRequest(server, user));
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  return { user, reading: await waitForReading(server, user, started.json().id) };
}

/** Shares the reading as the app does; throws unless it succeeds. */
export async function share(server: TestServer, user: TestUser, readingId: string, query = ''): Promise<ShareResult> {
  const response = await server.request({ method: 'GET', url: `/v1/share/${readingId}${query}`, user });
  if (response.statusCode !== 200) throw new Error(`share failed: ${response.statusCode} ${response.body}`);
  return response.json<ShareResult>();
}

/** The link's path (`/shared_reading/{readingId}/{uuid}`) and its parts. */
export function linkOf(result: ShareResult): { path: string; readingId: string; uuid: string } {
  const path = new URL(result.url).pathname;
  const [, , readingId, uuid] = path.split('/');
  return { path, readingId: readingId!, uuid: uuid! };
}
