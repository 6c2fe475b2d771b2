import { setTimeout as delay } from 'node:timers/promises';
import { chromium, type Page } from 'playwright-core';
import { startSpawnedServer } from '#server/test/spawned-server.ts';
import { browserBenchReady, CHROMIUM, CHROMIUM_ARGS, ownAddress, signUpUnlocked } from './browser.ts';
import { median } from './bench-server.ts';

const RUNS = 5;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** A client-side navigation: which link to click on the deck list, and what on the target page means "drawn". */
interface Target {
  link: string;
  ready: string;
  count: number;
}

/** One navigation: its time, the total of its long tasks, and the longest (the worst stall of input). */
interface Sample {
  ms: number;
  longTaskMs: number;
  longestTaskMs: number;
}

const DECK_CARDS: Target = { link: 'a[href="/app/main/decks/1/cards"]', ready: 'ul.deck-grid svg.card-art[role="img"]', count: 78 };
// The account's facts appear once the profile has loaded (its skeleton has no list).
const PROFILE: Target = { link: 'nav a[href="/app/main/profile"]', ready: '.profile-account .profile-facts', count: 1 };

/**
 * Clicks `target.link` and measures, inside the page, the time until `target.count` elements match
 * `target.ready` and two frames have been painted, and the long tasks (over 50 ms) in between.
 */
async function measureNavigation(page: Page, target: Target): Promise<Sample> {
  return page.evaluate(async ({ link, ready, count }) => {
    const entries: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type: 'longtask' });
    const anchor = document.querySelector<HTMLAnchorElement>(link);
    if (anchor === null) throw new Error(`no link ${link}`);
    const start = performance.now();
    anchor.click();
    // No named helpers in here: tsx would wrap them in a `__name` call that the page does not have.
    while (document.querySelectorAll(ready).length < count) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ms = performance.now() - start;
    entries.push(...observer.takeRecords());
    observer.disconnect();
    const durations = entries.filter((entry) => entry.startTime >= start).map((entry) => entry.duration);
    return { ms, longTaskMs: durations.reduce((sum, duration) => sum + duration, 0), longestTaskMs: Math.max(0, ...durations) };
  }, target);
}

/** Goes back to the deck list (client-side) and waits until it is drawn and the network is quiet. */
async function backToDeckList(page: Page): Promise<void> {
  await page.goBack();
  await page.locator('article.deck-tile').nth(2).waitFor();
  await page.waitForLoadState('networkidle');
  await delay(300);
}

/**
 * How long the deck cards page (78 SVG cards) takes to appear after a client-side navigation,
 * against the light profile page, with the long-task time of each, in one run on this machine.
 * Measures the client in dist/client: run `npm run build` first so it is the current code.
 */
export async function benchDeckCards(): Promise<void> {
  console.log('\nDeck cards page (measures dist/client: run `npm run build` first so it holds the current code)');
  if (!browserBenchReady()) return;

  // The real server serves dist/client; the account's confirmation link is an info line of its log.
  const server = await startSpawnedServer({ publicUrl: true, env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: ownAddress(),
    });
    const page = await context.newPage();
    await signUpUnlocked(page, server);

    await page.goto('/app/main/decks');
    await page.locator('article.deck-tile').nth(2).waitFor();
    await page.waitForLoadState('networkidle');
    const samples: Record<'cards' | 'profile', Sample[]> = { cards: [], profile: [] };
    // One warm-up of each (loads the lazy chunks), then alternate so both see the same conditions.
    for (let run = 0; run <= RUNS; run += 1) {
      for (const [name, target] of [['cards', DECK_CARDS], ['profile', PROFILE]] as const) {
        const sample = await measureNavigation(page, target);
        if (run > 0) samples[name].push(sample);
        await backToDeckList(page);
      }
    }

    const baselineMs = median(samples.profile.map((sample) => sample.ms));
    const summary = (list: Sample[]) => {
      const ms = median(list.map((sample) => sample.ms));
      return {
        ms: round(ms),
        'long tasks ms': round(median(list.map((sample) => sample.longTaskMs))),
        'longest task ms': round(median(list.map((sample) => sample.longestTaskMs))),
        'x profile': round(ms / baselineMs),
      };
    };
    console.log(`Client-side navigation from the deck list until drawn (median of ${RUNS} runs, Chromium headless, 1280×800)`);
    console.table({
      '/app/main/profile (baseline)': summary(samples.profile),
      '/app/main/decks/1/cards (78 SVGs)': summary(samples.cards),
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}
