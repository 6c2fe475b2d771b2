import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
// PGlite's first start on an empty DATA_DIR takes several seconds on a busy machine.
export const STARTUP_TIMEOUT_MS = 120_000;
export const STOP_TIMEOUT_MS = 10_000;
const HEALTH_POLL_MS = 250;
const LINK_TIMEOUT_MS = 15_000;
const LINK_POLL_MS = 100;

/**
 * What a spawned server runs: its sources through the tsx loader (before any build, as Vitest does), or the
 * built `dist/server/main.js` with plain Node, as `npm run serve` does (which `npm run build` must have made).
 */
export type ServerEntry = 'sources' | 'build';
const ENTRY_ARGS: Readonly<Record<ServerEntry, readonly string[]>> = {
  sources: ['--import', 'tsx', 'server/main.ts'],
  build: ['dist/server/main.js'],
};

/** The server running as its own process, and what it has written. */
export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended and its output is all read. */
  exited: Promise<number | null>;
  /** Everything the process wrote to stdout and stderr so far, in order. */
  output(): string;
  stderr(): string;
  /**
   * The newest confirmation link the server sent to `email`. Without a mail server it writes the
   * link to its log, which is read here; waits for it to appear.
   */
  confirmationLink(email: string): Promise<string>;
  /** The newest password reset link the server logged for `email`; waits for it to appear. */
  resetLink(email: string): Promise<string>;
  /** SIGTERM, then SIGKILL if it has not exited within STOP_TIMEOUT_MS. */
  stop(): Promise<void>;
}

/** A server process that answered /healthz on its own loopback port. */
export interface SpawnedServer extends Omit<ServerProcess, 'stop'> {
  port: number;
  baseURL: string;
  /** Stops the process (saying why if it had died on its own) and removes the data directory made for it. */
  stop(): Promise<void>;
}

export interface SpawnedServerOptions {
  /** Variables besides PORT and DATA_DIR, over those of spawnServer. */
  env?: Record<string, string>;
  /** Default: a free one. */
  port?: number;
  /** Default: a new empty directory, removed on stop. */
  dataDir?: string;
  /** Set PUBLIC_URL to the server's own address; without one the server trusts localhost, 127.0.0.1 and [::1], as under `npm start`. */
  publicUrl?: boolean;
  /** Default: the sources. */
  entry?: ServerEntry;
  /** `--role`: `web` (API only), `worker` (jobs only, needs DATABASE_URL; ready once it logs its start) or `all` (default). */
  role?: ServerRole;
}

export type ServerRole = 'all' | 'web' | 'worker';

/**
 * What every process of one PostgreSQL installation shares: the database and fresh secrets of their own, behind a
 * proxy (TRUST_PROXY=1), so each test user's X-Forwarded-For counts as its own client (server/test/remote-agent.ts).
 */
export function postgresEnv(databaseUrl: string): Record<string, string> {
  return { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString('hex'), JOB_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: '1' };
}

/** A loopback port nothing listens on, for a process that must be told its port before it starts. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, HOST);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('could not read the probe port');
  return address.port;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Reads the links a server logs (JSON lines), newest per address: confirmation links in `links`,
 * password reset links in `resetLinks`.
 */
function linkCollector(): { read: (chunk: string) => void; links: Map<string, string>; resetLinks: Map<string, string> } {
  const links = new Map<string, string>();
  const resetLinks = new Map<string, string>();
  let partial = '';
  const read = (chunk: string): void => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"verificationUrl"') && !line.includes('"resetUrl"')) continue;
      const entry = JSON.parse(line) as { to: string; verificationUrl?: string; resetUrl?: string };
      if (entry.verificationUrl) links.set(entry.to, entry.verificationUrl);
      if (entry.resetUrl) resetLinks.set(entry.to, entry.resetUrl);
    }
  };
  return { read, links, resetLinks };
}

async function waitForLink(links: Map<string, string>, email: string, kind: string): Promise<string> {
  const deadline = Date.now() + LINK_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const link = links.get(email.toLowerCase());
    if (link) return link;
    await delay(LINK_POLL_MS);
  }
  throw new Error(`no ${kind} link for ${email} in the server's log`);
}

/** A worker has no HTTP port: it is ready once it has logged its start. */
async function waitForWorker(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(server.child)) throw new Error(`worker exited (code ${server.child.exitCode}, signal ${server.child.signalCode}) before it started`);
    if (server.output().includes('Arcana worker started')) return;
    await delay(HEALTH_POLL_MS);
  }
  throw new Error(`worker did not start within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`server exited (code ${child.exitCode}, signal ${child.signalCode}) before /healthz answered`);
    const healthy = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (healthy) return;
    await delay(HEALTH_POLL_MS);
  }
  throw new Error(`server did not answer /healthz within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * Spawns the server (`entry`) from the repository root with `env` and no more than PATH, HOME, TMPDIR,
 * HOST=127.0.0.1 and LOG_LEVEL=info (the confirmation links are info lines): a developer's own
 * DATABASE_URL, AUTH_SECRET or OAuth settings must not leak in and point it elsewhere. Does not wait.
 */
export function spawnServer(env: Record<string, string>, entry: ServerEntry = 'sources', role: ServerRole = 'all'): ServerProcess {
  const child = spawn(process.execPath, [...ENTRY_ARGS[entry], '--role', role], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, HOST, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  const collector = linkCollector();
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    collector.read(chunk.toString());
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code: number | null) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    stderr: () => stderr,
    confirmationLink: (email) => waitForLink(collector.links, email, 'confirmation'),
    resetLink: (email) => waitForLink(collector.resetLinks, email, 'password reset'),
    async stop() {
      if (hasExited(child)) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS, false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * Spawns the server on a free loopback port (see spawnServer) and waits until it answers /healthz;
 * if it does not, stops it and throws with everything it wrote.
 */
export async function startSpawnedServer(options: SpawnedServerOptions = {}): Promise<SpawnedServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'arcana-server-')));
  const port = options.port ?? (await freePort());
  const baseURL = `http://${HOST}:${port}`;
  const role = options.role ?? 'all';
  const server = spawnServer({ ...options.env, PORT: String(port), DATA_DIR: dataDir, ...(options.publicUrl ? { PUBLIC_URL: baseURL } : {}) }, options.entry, role);
  let stopped = false;
  const cleanUp = async (): Promise<void> => {
    stopped = true;
    await server.stop();
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await (role === 'worker' ? waitForWorker(server) : waitForHealth(baseURL, server.child));
  } catch (error) {
    await cleanUp();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${server.output()}`, { cause: error });
  }
  return {
    ...server,
    port,
    baseURL,
    async stop() {
      if (stopped) return;
      // A server that died mid-run explains the failures that follow; show why.
      if (hasExited(server.child)) console.error(`Arcana server on ${baseURL} stopped during the run:\n${server.output()}`);
      await cleanUp();
    },
  };
}
