/**
 * The built server (vite.server.config.ts) starts with plain Node, as `npm run serve` runs it: no tsx, no
 * TypeScript anywhere at run time. It is built here into a folder of its own, laid out like the repository
 * (dist/server beside dist/client, under the repository so packages resolve from node_modules), so the test
 * checks the code under test without touching the dist/ the browser tests and `npm start` use.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { freePort, STARTUP_TIMEOUT_MS, STOP_TIMEOUT_MS } from '#server/test/spawned-server.ts';

const repoRoot = join(import.meta.dirname, '..');
const HEALTH_POLL_MS = 100;
/** What the stand-in client build serves, so a page proves where the bundle looks for dist/client. */
const CLIENT_MARKER = '<!doctype html><title>client build of the server-build test</title>';

let root: string;
let dataDir: string;
let server: ChildProcess;
let baseURL: string;
let output = '';

async function waitForHealth(): Promise<Response> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the built server exited (code ${server.exitCode}):\n${output}`);
    const response = await fetch(`${baseURL}/healthz`).catch(() => undefined); // not listening yet
    if (response?.ok) return response;
    await delay(HEALTH_POLL_MS);
  }
  throw new Error(`the built server did not answer /healthz:\n${output}`);
}

beforeAll(async () => {
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  root = mkdtempSync(join(repoRoot, 'test-results', 'server-build-'));
  dataDir = mkdtempSync(join(tmpdir(), 'arcana-server-build-'));
  const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.server.config.ts', '--outDir', join(root, 'dist/server'), '--logLevel', 'warn'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}${build.stderr}`);
  mkdirSync(join(root, 'dist/client'));
  writeFileSync(join(root, 'dist/client/index.html'), CLIENT_MARKER);

  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  // Nothing but the bundle: no loader flag, no NODE_OPTIONS that could bring one, and another working directory.
  server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  rmSync(root, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('creates and migrates an empty DATA_DIR and answers /healthz', async () => {
    const response = await waitForHealth();
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  }, STARTUP_TIMEOUT_MS);

  it('signs up an account into the migrated database', async () => {
    const response = await fetch(`${baseURL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
      body: JSON.stringify({ email: 'built@arcana.test', name: 'Built', password: 'a long enough password' }),
    });
    expect(response.status).toBe(200);
  });

  it('serves dist/client from beside dist/server', async () => {
    const response = await fetch(`${baseURL}/some/page`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CLIENT_MARKER);
  });

  it('stops cleanly on SIGTERM', async () => {
    server.kill('SIGTERM');
    const [code] = (await Promise.race([once(server, 'exit'), delay(STOP_TIMEOUT_MS, [null])])) as [number | null];
    expect(code).toBe(0);
  }, STOP_TIMEOUT_MS + 1_000);
});
