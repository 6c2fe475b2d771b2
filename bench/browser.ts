/** What the benchmarks that drive a browser share: Debian's Chromium and a current client build. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
