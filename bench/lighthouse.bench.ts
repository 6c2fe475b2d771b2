import { availableParallelism, loadavg } from 'node:os';
import lighthouse, { type Result } from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';
import { freePort, type SpawnedServer, startSpawnedServer } from '#server/test/spawned-server.ts';
import { browserBenchReady, CHROMIUM, CHROMIUM_ARGS, ownAddress, signUpUnlocked } from './browser.ts';
import { round } from './bench-server.ts';

const PAGES = ['/demo', '/app/main/reading'];
const CATEGORIES = ['performance', 'accessibility'];
// Lighthouse's own pass mark for a performance audit.
const PASSING_SCORE = 0.9;
const TOP_PERFORMANCE_AUDITS = 5;

const score = (category: Result.Category | undefined) => (category?.score === null || category?.score === undefined ? 'n/a' : Math.round(category.score * 100));
const ms = (lhr: Result, id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);

type Audit = Result['audits'][string];

/** Audits of a category scored below `below` (manual and not-applicable ones have no score). */
function failing(lhr: Result, category: string, below: number): Audit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => audit !== undefined && audit.score !== null && audit.score < below);
}

/**
 * The performance advice worth acting on first: failing audits that estimate a saving on the
 * score's metrics, largest first. The metrics themselves (weighted) and the "hidden" group, which
 * repeats the visible audits as DevTools insights, are left out.
 */
function performanceAdvice(lhr: Result): Audit[] {
  const advice = new Set(
    (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight === 0 && ref.group !== 'hidden').map((ref) => ref.id),
  );
  // Milliseconds of FCP, LCP and TBT; a CLS saving (a fraction) adds next to nothing, as it should here.
  const saving = (audit: Audit) => Object.values(audit.metricSavings ?? {}).reduce((sum: number, value) => sum + (value ?? 0), 0);
  return failing(lhr, 'performance', PASSING_SCORE)
    .filter((audit) => advice.has(audit.id) && saving(audit) > 0)
    .toSorted((a, b) => saving(b) - saving(a))
    .slice(0, TOP_PERFORMANCE_AUDITS);
}

/**
 * The preset Lighthouse ran with, from its own settings so the heading cannot drift from what was
 * measured, and how busy the machine was: simulated throttling multiplies the main thread's
 * observed task times, so a task that waited for a CPU counts as blocking (bench/README.md).
 */
function describeSettings(lhr: Result): string {
  const { formFactor, throttlingMethod, throttling, screenEmulation } = lhr.configSettings;
  return (
    `${formFactor} preset (${screenEmulation.width}×${screenEmulation.height}), ${throttlingMethod} throttling ` +
    `(RTT ${throttling.rttMs} ms, ${round((throttling.throughputKbps ?? 0) / 1024)} Mbit/s, CPU ${throttling.cpuSlowdownMultiplier}× slower), ` +
    `Chromium headless; benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, load average ${round(loadavg()[0]!)} on ${availableParallelism()} CPUs`
  );
}

/**
 * Signs a new account up through the pages, as a person would, and returns the browser's cookies
 * as one Cookie header: the session and the unlocked encryption key (docs/decisions/0005).
 */
async function signedInCookies(browser: Browser, server: SpawnedServer): Promise<string> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: ownAddress(),
  });
  try {
    const page = await context.newPage();
    await signUpUnlocked(page, server);
    return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's performance and accessibility scores of /demo and of /app/main/reading for a
 * signed-in, unlocked user, with the failing audits to fix (issue 12: performance ≥ 95,
 * accessibility 100). Measures dist/client: run `npm run build` first so it is the current code.
 */
export async function benchLighthouse(): Promise<void> {
  console.log('\nLighthouse (measures dist/client: run `npm run build` first so it holds the current code)');
  if (!browserBenchReady()) return;

  const server = await startSpawnedServer({ publicUrl: true, env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } });
  const debuggingPort = await freePort();
  // Playwright drives the sign-up; Lighthouse opens its own tab in the same browser through this port.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--remote-debugging-address=127.0.0.1', `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const cookie = await signedInCookies(browser, server);
    const rows: Record<string, Record<string, number | string>> = {};
    const findings: string[] = [];
    let settings = '';
    for (const path of PAGES) {
      // Lighthouse's tab is outside the sign-up's browser context, so it is given the cookies as a header.
      const result = await lighthouse(`${server.baseURL}${path}`, {
        port: debuggingPort,
        hostname: '127.0.0.1',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: { Cookie: cookie },
      });
      if (result === undefined) throw new Error(`Lighthouse returned no result for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`);
      // A signed-out or locked user is redirected to sign in or unlock: that would measure another page.
      if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`Lighthouse was sent from ${path} to ${lhr.finalDisplayedUrl}`);
      settings = describeSettings(lhr);
      rows[path] = {
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        'FCP ms': ms(lhr, 'first-contentful-paint'),
        'LCP ms': ms(lhr, 'largest-contentful-paint'),
        'TBT ms': ms(lhr, 'total-blocking-time'),
        CLS: round(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN, 3),
        'transfer KiB': Math.round((lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
      };
      for (const audit of failing(lhr, 'accessibility', 1)) findings.push(`${path} accessibility fails ${audit.id}: ${audit.title}`);
      for (const audit of performanceAdvice(lhr)) {
        findings.push(`${path} performance ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
    console.log(`${settings}; goals: performance ≥ 95, accessibility 100`);
    console.table(rows);
    console.log(findings.length === 0 ? 'No failing accessibility audit and no performance advice.' : findings.join('\n'));
  } finally {
    await browser.close();
    await server.stop();
  }
}
