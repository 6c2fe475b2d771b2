import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { type SpawnedServer, startSpawnedServer, STARTUP_TIMEOUT_MS, STOP_TIMEOUT_MS } from '#server/test/spawned-server.ts';
import { type CspRecorder, recordCspViolations, violationsOf } from './csp-violations.ts';

export { expect };

/** What a person types to create an account. */
export interface Credentials {
  name: string;
  email: string;
  password: string;
}

/** What "Check your email" says on a server without a mail server. */
export const NO_MAIL_SERVER_HINT =
  "No mail server is set up on this Arcana: the confirmation link is in the server's log (the terminal running npm start).";

/** This worker's server, for the helpers below that must read its log (one server per worker). */
let workerServer: SpawnedServer | undefined;

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
/** Where a user without an active reading lands in the app. */
const FIRST_APP_PAGE = '/app/main/reading';

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

/** Fills and sends the sign-up form, which must already be on screen; the page then says to check the email. */
export async function sendSignUpForm(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
}

/** Opens the confirmation link the server sent to `email`, as its owner would; the link signs the account in. */
export async function openConfirmationLink(page: Page, email: string): Promise<void> {
  if (!workerServer) throw new Error('no server is running for this worker');
  await page.goto(await workerServer.confirmationLink(email));
}

/**
 * Fills and submits the sign-up form, which must already be on screen, then confirms the email
 * through the link, which signs the new account in.
 */
export async function submitSignUpForm(page: Page, user: Credentials): Promise<void> {
  await sendSignUpForm(page, user);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await openConfirmationLink(page, user.email);
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
 * until the app has settled on its first page: /app/main redirects to the reading page, and a click
 * during that redirect can land on a menu that is being replaced.
 */
export async function createEncryptionPassword(page: Page, password = ENCRYPTION_PASSWORD, hint = ENCRYPTION_HINT): Promise<void> {
  await fillCreatePasswordForm(page, password, hint);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(pathIs(FIRST_APP_PAGE));
  await expect(page.getByRole('form', { name: 'New reading' })).toBeVisible();
}

/**
 * Starts the built server on a free loopback port with an empty data directory of its own, the way
 * `npm start` runs: plain Node on dist/server (built with dist/client, which the journeys need anyway),
 * no PUBLIC_URL (so it trusts localhost, 127.0.0.1 and [::1]) and no mail server (so confirmation links
 * go to its log).
 */
function startServer(adminEmail: string, dataDir?: string): Promise<SpawnedServer> {
  return startSpawnedServer({
    entry: 'build',
    ...(dataDir === undefined ? {} : { dataDir }),
    env: {
      ADMIN_EMAILS: adminEmail,
      NODE_ENV: 'production',
      // Each test is a different visitor behind a proxy (see extraHTTPHeaders below).
      TRUST_PROXY: 'true',
    },
  });
}

interface WorkerFixtures {
  /** An email listed in the server's ADMIN_EMAILS; sign up with it once per worker. */
  adminEmail: string;
  /**
   * Fills the server's empty data directory before the server first opens it (test.use); none by default. An
   * object, since Playwright would take a bare function for the fixture itself.
   */
  seedDatabase: { into: (dataDir: string) => Promise<void> } | null;
  server: SpawnedServer;
  /** What this worker's journeys met under the Content-Security-Policy, told once its tests are done. */
  cspTally: { tests: number; paths: number; violations: number };
}

interface TestFixtures {
  /**
   * Creates a fresh account through the sign-up page and leaves the page signed in. By default it also
   * creates the encryption password ({@link ENCRYPTION_PASSWORD}) and ends in the app; with
   * `encryptionPassword: false` it ends on Create Password, where the gate sends new users.
   */
  signUp: (options?: { email?: string; encryptionPassword?: boolean }) => Promise<Credentials>;
  /** An account that already exists (created through the API, email confirmed), not signed in. */
  existingUser: Credentials;
  /** The Content-Security-Policy violations of this test's pages; any fails the test once it ends. */
  cspViolations: CspRecorder;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminEmail: ['admin@arcana.test', { scope: 'worker' }],

  seedDatabase: [null, { scope: 'worker', option: true }],

  server: [
    async ({ adminEmail, seedDatabase }, use) => {
      const dataDir = seedDatabase ? await mkdtemp(join(tmpdir(), 'arcana-e2e-')) : undefined;
      if (seedDatabase && dataDir) await seedDatabase.into(dataDir);
      const server = await startServer(adminEmail, dataDir);
      workerServer = server;
      await use(server);
      workerServer = undefined;
      await server.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    // A seeded database is created once more before the server starts: room for that too.
    { scope: 'worker', timeout: 2 * STARTUP_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000 },
  ],

  cspTally: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const tally = { tests: 0, paths: 0, violations: 0 };
      await use(tally);
      console.log(`worker ${workerInfo.workerIndex}: ${tally.tests} tests, ${tally.paths} pages, ${tally.violations} CSP violations`);
    },
    { scope: 'worker', auto: true },
  ],

  // Every journey keeps the server's policy (SECURITY.md#what-the-browser-keeps): whatever a page tried and the policy
  // refused fails the test, listed, even when the page looked right.
  cspViolations: [
    async ({ context, cspTally }, use, testInfo) => {
      const recorder = await recordCspViolations(context);
      await use(recorder);
      const violations = violationsOf(recorder);
      // e2e/csp.spec.ts breaks the policy on purpose and expects this to fail its test: no journey's violation.
      if (testInfo.expectedStatus !== 'failed') {
        cspTally.tests += 1;
        cspTally.paths += recorder.paths.size;
        cspTally.violations += violations.length;
      }
      expect(violations, `the pages broke the Content-Security-Policy:\n${violations.join('\n')}`).toEqual([]);
    },
    { auto: true },
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
      // The link signs the new account in and opens the app, whose gate asks for an encryption password.
      await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
      if (encryptionPassword) await createEncryptionPassword(page);
      return user;
    });
  },

  existingUser: async ({ playwright, server, extraHTTPHeaders }, use) => {
    // The API refuses calls that do not come from the app: same Origin, and the app's header.
    const api = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { ...extraHTTPHeaders, origin: server.baseURL, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
    });
    const user = newCredentials();
    const response = await api.post('/api/auth/sign-up/email', { data: user });
    expect(response.ok(), `sign-up through the API answered ${response.status()}: ${await response.text()}`).toBe(true);
    const confirmed = await api.get(await server.confirmationLink(user.email), { maxRedirects: 0 });
    expect(confirmed.status(), 'the confirmation link redirects into the app').toBe(302);
    await api.dispose();
    await use(user);
  },
});
