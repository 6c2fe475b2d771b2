import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

/** What a person types to create an account. */
export interface Credentials {
  name: string;
  email: string;
  password: string;
}

/** A server started for one Playwright worker. */
interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// PGlite's first start on an empty DATA_DIR takes several seconds on a busy machine.
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const HEALTH_POLL_MS = 250;

/** Fresh, unique credentials, so tests never collide on the shared per-worker server. */
export function newCredentials(email = `seeker-${randomUUID()}@arcana.test`): Credentials {
  return { name: 'Test Seeker', email, password: 'moon-and-stars-42' };
}

/** The encryption password (and hint) the `signUp` fixture creates; separate from the account password. */
export const ENCRYPTION_PASSWORD = 'crystal-ball-77';
export const ENCRYPTION_HINT = 'the ball on the shelf';

/** Where the app's gate sends a user without an encryption key, and one whose key is locked. */
export const CREATE_PASSWORD_PATH = '/app/encryption/create';
export const UNLOCK_PATH = '/app/encryption/unlock';

/** URL predicate for `toHaveURL`: the page is at exactly this path (any query string). */
export function pathIs(pathname: string): (url: URL) => boolean {
  return (url) => url.pathname === pathname;
}

/** URL predicate for `toHaveURL`: the page is inside the main app. */
export function isInApp(url: URL): boolean {
  return url.pathname === '/app/main' || url.pathname.startsWith('/app/main/');
}

/** The app's main menu landmark. */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Fills and submits the sign-up form, which must already be on screen. */
export async function submitSignUpForm(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
}

/** Signs in through the login page. */
export async function signIn(page: Page, user: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The Create Password form's consent box. */
export function consentBox(page: Page): Locator {
  return page.getByRole('checkbox', { name: 'I agree to the privacy policy' });
}

/** Fills the Create Password form, which must be on screen, and waits out the human check. */
export async function fillCreatePasswordForm(page: Page, password = ENCRYPTION_PASSWORD, hint = ENCRYPTION_HINT): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByLabel(/^Password hint/).fill(hint);
  await consentBox(page).check();
  await expect(page.getByText('Verified you are human', { exact: true })).toBeVisible();
}

/**
 * Completes Create Password, which must be on screen (where the gate sends new users), and waits
 * until the app is open.
 */
export async function createEncryptionPassword(page: Page, password = ENCRYPTION_PASSWORD, hint = ENCRYPTION_HINT): Promise<void> {
  await fillCreatePasswordForm(page, password, hint);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(isInApp);
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('could not read the probe port');
  return address.port;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
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

async function stopProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS, false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Starts `server/main.ts` on a free loopback port with an empty data directory of its own. */
async function startServer(adminEmail: string): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'arcana-e2e-'));
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    // Only what the server needs: a developer's own DATABASE_URL, AUTH_SECRET or OAuth
    // settings must not leak in and point the tests at a database other than DATA_DIR.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      ADMIN_EMAILS: adminEmail,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Each test is a different visitor behind a proxy (see extraHTTPHeaders below).
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const capture = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout.on('data', capture);
  child.stderr.on('data', capture);

  const cleanUp = async (): Promise<void> => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await cleanUp();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${output}`, { cause: error });
  }
  const stop = async (): Promise<void> => {
    // A server that died mid-run explains the failures that follow; show why.
    if (hasExited(child)) console.error(`Arcana server on ${baseURL} stopped during the tests:\n${output}`);
    await cleanUp();
  };
  return { baseURL, stop };
}

interface WorkerFixtures {
  /** An email listed in the server's ADMIN_EMAILS; sign up with it once per worker. */
  adminEmail: string;
  server: RunningServer;
}

interface TestFixtures {
  /**
   * Creates a fresh account through the sign-up page and leaves the page signed in. By default it also
   * creates the encryption password ({@link ENCRYPTION_PASSWORD}) and ends in the app; with
   * `encryptionPassword: false` it ends on Create Password, where the gate sends new users.
   */
  signUp: (options?: { email?: string; encryptionPassword?: boolean }) => Promise<Credentials>;
  /** An account that already exists (created through the API), not signed in. */
  existingUser: Credentials;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminEmail: ['admin@arcana.test', { scope: 'worker' }],

  server: [
    async ({ adminEmail }, use) => {
      const server = await startServer(adminEmail);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: STARTUP_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000 },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },

  // Every test is a different visitor. Sign-up and sign-in are rate limited per client address
  // (3 per 10 s); the server trusts X-Forwarded-For (TRUST_PROXY), so a random loopback address
  // per test keeps the tests from sharing one limit.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const clientAddress = `127.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress });
  },

  signUp: async ({ page }, use) => {
    await use(async ({ email, encryptionPassword = true } = {}) => {
      const user = newCredentials(email);
      await page.goto('/login?mode=signup');
      await submitSignUpForm(page, user);
      await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
      if (encryptionPassword) await createEncryptionPassword(page);
      return user;
    });
  },

  existingUser: async ({ playwright, server, extraHTTPHeaders }, use) => {
    // better-auth rejects state-changing calls whose Origin is not the app's own.
    const api = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { ...extraHTTPHeaders, origin: server.baseURL },
    });
    const user = newCredentials();
    const response = await api.post('/api/auth/sign-up/email', { data: user });
    expect(response.ok(), `sign-up through the API answered ${response.status()}: ${await response.text()}`).toBe(true);
    await api.dispose();
    await use(user);
  },
});
