import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'arcana-main-'));
const running: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((child) => stop(child)));
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitForHealth(base: string, child: ChildProcess) {
  while (child.exitCode === null) {
    const ok = await fetch(`${base}/healthz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server exited before it became healthy');
}

async function authenticate(base: string, action: 'sign-up' | 'sign-in', email: string): Promise<number> {
  const response = await fetch(`${base}/api/auth/${action}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
    body: JSON.stringify({ email, name: email, password: 'a long enough password' }),
  });
  return response.status;
}

describe('start-up', () => {
  it('exits non-zero with one clear line on bad configuration', async () => {
    const server = launch({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim().split('\n')).toEqual(['Invalid configuration: PORT must be a port number (got "abc")']);
  });

  it('refuses a second server on the same DATA_DIR, and the first keeps every row', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = launch({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base });
    await waitForHealth(base, first.child);

    const emails = ['one@arcana.test', 'two@arcana.test', 'three@arcana.test'];
    for (const email of emails) expect(await authenticate(base, 'sign-up', email)).toBe(200);

    const second = launch({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^DATA_DIR .* is in use by another Arcana process/);
    // The right password of an account not confirmed yet: 403 EMAIL_NOT_VERIFIED (an unknown one would be 401).
    for (const email of emails) expect(await authenticate(base, 'sign-in', email)).toBe(403);

    // Restart the first server: its rows must all have reached the disk and still be there.
    await stop(first.child);
    const again = launch({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base });
    await waitForHealth(base, again.child);
    for (const email of emails) expect(await authenticate(base, 'sign-in', email)).toBe(403);
  });
});
