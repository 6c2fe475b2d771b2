import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { freePort, type ServerProcess, type SpawnedServer, spawnServer, startSpawnedServer } from '#server/test/spawned-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'arcana-main-'));
const running: Pick<ServerProcess, 'stop'>[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server on the shared DATA_DIR that is expected to fail: not waited for. */
function launch(env: Record<string, string>): ServerProcess {
  const server = spawnServer({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

/** A server on the shared DATA_DIR, healthy on `port`. */
async function start(port: number): Promise<SpawnedServer> {
  // Behind a proxy, so each call can come from an address of its own: sign-in limits are kept in the database and
  // outlive a restart, and this test signs in six times within their window.
  const server = await startSpawnedServer({ port, dataDir, publicUrl: true, env: { LOG_LEVEL: 'warn', TRUST_PROXY: '1' } });
  running.push(server);
  return server;
}

let calls = 0;

async function authenticate(base: string, action: 'sign-up' | 'sign-in', email: string): Promise<number> {
  calls += 1;
  const response = await fetch(`${base}/api/auth/${action}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE, 'x-forwarded-for': `198.51.100.${calls}` },
    body: JSON.stringify({ email, name: email, password: 'a long enough password' }),
  });
  return response.status;
}

describe('start-up', () => {
  it('exits non-zero with one clear line on bad configuration', async () => {
    const server = launch({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim().split('\n')).toEqual(['Invalid configuration: PORT must be a port number (got "abc")']);
  });

  it('validate the job key read from secrets.json: exits non-zero with one line naming the file and the field, not the value', async () => {
    const brokenDir = mkdtempSync(join(tmpdir(), 'arcana-main-secrets-'));
    const jobKey = 'c2hvcnQ=';
    writeFileSync(join(brokenDir, 'secrets.json'), JSON.stringify({ authSecret: 'a'.repeat(43), jobKey }));
    try {
      const server = launch({ DATA_DIR: brokenDir });
      expect(await server.exited).toBe(1);
      const lines = server.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${join(brokenDir, 'secrets.json')} has an invalid jobKey`);
      expect(lines[0]).not.toContain(jobKey);
    } finally {
      rmSync(brokenDir, { recursive: true, force: true });
    }
  });

  it('refuses a second server on the same DATA_DIR, and the first keeps every row', async () => {
    const port = await freePort();
    const first = await start(port);
    const base = first.baseURL;

    const emails = ['one@arcana.test', 'two@arcana.test', 'three@arcana.test'];
    for (const email of emails) expect(await authenticate(base, 'sign-up', email)).toBe(200);

    const second = launch({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^DATA_DIR .* is in use by another Arcana process/);
    // The right password of an account not confirmed yet: 403 EMAIL_NOT_VERIFIED (an unknown one would be 401).
    for (const email of emails) expect(await authenticate(base, 'sign-in', email)).toBe(403);

    // Restart the first server: its rows must all have reached the disk and still be there.
    await first.stop();
    await start(port);
    for (const email of emails) expect(await authenticate(base, 'sign-in', email)).toBe(403);
  });
});
