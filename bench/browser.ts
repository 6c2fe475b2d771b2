/** What the benchmarks that drive a browser share: Debian's Chromium and a current client build. */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { SpawnedServer } from '#server/test/spawned-server.ts';
import { createEncryptionPassword, newCredentials, sendSignUpForm } from '../e2e/fixtures.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Whether a browser benchmark can run: Chromium is installed (else it says it skips) and the app is
 * built (else it builds it). It measures dist/client, so run `npm run build` first for the current code.
 */
export function browserBenchReady(): boolean {
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: Chromium is not at ${CHROMIUM}`);
    return false;
  }
  if (!existsSync(join(repoRoot, 'dist/client/index.html'))) {
    console.log('dist/client is missing: running `npm run build`');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  return true;
}

/** A client address of its own per browser context: sign-up is rate limited per address, and the server trusts this header (TRUST_PROXY). */
export const ownAddress = () => ({ 'x-forwarded-for': `127.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });

/** Signs a new user up through the pages, confirms the address from the server's log and creates the encryption password. */
export async function signUpUnlocked(page: Page, server: SpawnedServer): Promise<void> {
  await page.goto('/login?mode=signup');
  const credentials = newCredentials();
  await sendSignUpForm(page, credentials);
  await page.goto(await server.confirmationLink(credentials.email));
  await page.waitForURL((url) => url.pathname === '/app/encryption/create');
  await createEncryptionPassword(page);
}
