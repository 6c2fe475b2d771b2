import type { QueryOf } from '#common/api/endpoint.ts';
import type { Reading } from '#common/api/readings.ts';
import { createShare, type ShareResult } from '#common/api/shares.ts';
import { call } from './call.ts';
import { signUpWithKey } from './encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from './reading-helpers.ts';
import type { TestServer, TestUser } from './test-server.ts';

/** A signed-up, unlocked user whose active reading has been written, and that reading. */
export async function userWithReading(server: TestServer): Promise<{ user: TestUser; reading: Reading }> {
  const user = await signUpWithKey(server);
  const started = await startReading(server, user, await readingRequest(server, user));
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  return { user, reading: await waitForReading(server, user, started.json().id) };
}

/** Shares the reading as the app does, for `query.expires` when given; throws unless it succeeds. */
export async function share(server: TestServer, user: TestUser, readingId: string, query: QueryOf<typeof createShare> = {}): Promise<ShareResult> {
  const { status, body, response } = await call(server, user, createShare, { params: { readingId }, query });
  if (status !== 200) throw new Error(`share failed: ${status} ${response.body}`);
  return body;
}

/** The link's path (`/shared_reading/{readingId}/{uuid}`) and its parts. */
export function linkOf(result: ShareResult): { path: string; readingId: string; uuid: string } {
  const path = new URL(result.url).pathname;
  const [, , readingId, uuid] = path.split('/');
  return { path, readingId: readingId!, uuid: uuid! };
}
