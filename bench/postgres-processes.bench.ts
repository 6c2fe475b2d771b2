import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { createTemporaryPostgres } from '#server/test/temporary-postgres.ts';
import { freePort, STARTUP_TIMEOUT_MS } from '#server/test/spawned-server.ts';
import { round } from './bench-server.ts';
import { residentMb } from './cold-start.bench.ts';
import { loadTest } from './load.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** How long the worker gets to start its queue and listeners before it is measured. */
const WORKER_SETTLE_MS = 3000;

/** `node dist/server/main.js --role role` on PostgreSQL, as production runs it. */
function startRole(role: 'web' | 'worker', env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server/main.js', '--role', role], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  return child;
}

async function healthy(url: string): Promise<void> {
  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await delay(100);
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The RSS of a built API process and a built worker process on PostgreSQL (issue 12: the API process
 * ≤ 200 MB): after start, and the API process again after a load of its public reads.
 */
export async function benchPostgresProcesses(): Promise<void> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  console.log('\nMemory of the production processes on PostgreSQL (built server, `--role web` and `--role worker`)');
  if (!postgresUrl || !existsSync(`${repoRoot}dist/server/main.js`)) {
    console.log('skipped: needs TEST_DATABASE_URL and `npm run build`');
    return;
  }
  const database = await createTemporaryPostgres(postgresUrl, 'arcana_bench', 2);
  await database.database.close();
  const port = await freePort();
  const env = { DATABASE_URL: database.url, AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth', JOB_KEY: Buffer.alloc(32, 9).toString('base64'), PORT: String(port) };
  const web = startRole('web', env);
  const worker = startRole('worker', env);
  try {
    const base = `http://127.0.0.1:${port}`;
    await healthy(`${base}/healthz`);
    await delay(WORKER_SETTLE_MS);
    const webStarted = residentMb(web.pid!);
    const workerStarted = residentMb(worker.pid!);
    await loadTest(`${base}/healthz`);
    // The app's own pages send its header, which every /v1 call needs (docs/decisions/0007).
    await loadTest(`${base}/v1/auth/config`, { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE });
    console.table({
      'API process, after start': { 'RSS MB': round(webStarted) },
      'API process, after 10 s of reads (autocannon)': { 'RSS MB': round(residentMb(web.pid!)) },
      'worker process, after start': { 'RSS MB': round(workerStarted) },
    });
  } finally {
    web.kill('SIGTERM');
    worker.kill('SIGTERM');
    await Promise.all([web, worker].map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
    await database.drop();
  }
}
