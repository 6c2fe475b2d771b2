import { randomBytes } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import type { JournalItem, JournalPage } from '#common/api/journal.ts';
import { JOURNAL_PAGE_SIZE } from '#common/limits.ts';
import { startSpawnedServer } from '#server/test/spawned-server.ts';
import { buildReading } from '../client/test/reading-fixture.ts';
import { browserBenchReady, CHROMIUM, CHROMIUM_ARGS, ownAddress, signUpUnlocked } from './browser.ts';
import { median, percentile } from './bench-server.ts';

/** The journal the issue asks to search: 300 saved readings, each with a few sentences of notes. */
const READINGS = 300;
const RUNS = 7;
const GOAL_MS = 200;
const round = (ms: number) => Math.round(ms * 10) / 10;

const SUBJECTS = ['the job in Lisbon', 'my sister', 'the new flat', 'my exam', 'the band', 'our garden', 'the move north', 'my health', 'the loan', 'a new friendship'];
const SYLLABLES = ['ka', 'lo', 'ri', 'ben', 'tu', 'mar', 'sel', 'vo', 'din', 'ra', 'qui', 'est', 'fen', 'lu', 'or', 'ti'];
/** 1,024 made-up words of three syllables: a vocabulary wide enough that a word is met in some readings, not all. */
const WORDS = Array.from({ length: 1024 }, (_, index) => SYLLABLES[index % 16]! + SYLLABLES[(index >> 4) % 16]! + SYLLABLES[(index * 7 + 3) % 16]!);
const TAGS = ['work', 'family', 'love', 'money', 'home', 'health', 'growth', 'friendship', 'study', 'dreams'];
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const sentence = (index: number, length: number) => Array.from({ length }, (_, word) => pick(WORDS, (index * 131 + word * 37) ^ (word * 11))).join(' ');

/** Reading `index` of the generated journal: its own shuffle, question, title, summary and notes, newest first. */
async function journalItem(index: number): Promise<JournalItem> {
  const reading = await buildReading({
    id: `bench-${index}`,
    status: 'SAVED',
    saved: true,
    seed: randomBytes(32).toString('hex'),
    cards: (index % 3) * 2 + 1,
    spreadTypeName: pick(['SINGLE', 'THREE_CARD', 'GENERAL'], index),
    question: `What should I know about ${pick(SUBJECTS, index)}?`,
  });
  const reflection = `${sentence(index, 12)}.\n\n*${sentence(index + 1, 6)}* — ${sentence(index + 2, 20)}.\n\n- ${sentence(index + 3, 5)}\n- ${sentence(index + 4, 5)}`;
  return {
    reading: { ...reading, title: `The ${pick(WORDS, index)} of ${pick(WORDS, index + 5)}`, summary: sentence(index + 9, 40), createdAt: Date.UTC(2026, 10, 1) - index * 86_400_000 },
    entry: {
      readingId: reading.id,
      reflection,
      moodBefore: (index % 5) + 1,
      moodAfter: ((index + 2) % 5) + 1,
      tags: [pick(TAGS, index), pick(TAGS, index * 3 + 1)],
      outcome: index % 4 === 0 ? { answer: sentence(index + 6, 15), helped: 'yes', answeredAt: Date.UTC(2026, 10, 2) } : null,
      version: 1,
      updatedAt: Date.UTC(2026, 10, 2),
      checkIn: null,
    },
  };
}

/** Serves the generated journal a page at a time, as the server pages it (the cursor is the next item's index). */
async function serveJournal(page: Page, items: readonly JournalItem[]): Promise<void> {
  await page.route('**/v1/journal/page**', async (route) => {
    const start = Number(new URL(route.request().url()).searchParams.get('after') ?? '0');
    const end = start + JOURNAL_PAGE_SIZE;
    const body: JournalPage = { items: items.slice(start, end), next: end < items.length ? String(end) : null, total: items.length };
    await route.fulfill({ json: body });
  });
}

/** What one change of a field does, measured in the page: from the input event until two frames are painted. */
type Change = { kind: 'words'; value: string } | { kind: 'select'; label: string; value: string };

async function measureChange(page: Page, change: Change): Promise<{ ms: number; status: string }> {
  return page.evaluate(async (what) => {
    // No named helpers in here: tsx would wrap them in a `__name` call that the page does not have.
    const field =
      what.kind === 'words'
        ? document.querySelector<HTMLInputElement>('input[type="search"]')
        : ([...document.querySelectorAll('label')].find((label) => label.textContent === what.label)?.control as HTMLSelectElement | null);
    if (!field) throw new Error(`no field for ${JSON.stringify(what)}`);
    const prototype = what.kind === 'words' ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
    const start = performance.now();
    setValue.call(field, what.value);
    field.dispatchEvent(new Event(what.kind === 'words' ? 'input' : 'change', { bubbles: true }));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { ms: performance.now() - start, status: document.querySelector('.saved-filter-status')?.textContent ?? '' };
  }, change);
}

/**
 * My Readings' search and filters over a journal of 300 readings with notes (docs/product.md#the-journal), in
 * Chromium: each change from the input event until the list is painted again. The journal's pages are served by the
 * page's own route handler, so only the browser's work is measured. Goal: every change under 200 ms.
 */
export async function benchJournalSearch(): Promise<void> {
  console.log(`\nJournal search and filters over ${READINGS} readings (measures dist/client: run \`npm run build\` first so it holds the current code)`);
  if (!browserBenchReady()) return;
  const items = await Promise.all(Array.from({ length: READINGS }, (_, index) => journalItem(index)));
  const server = await startSpawnedServer({ publicUrl: true, env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 }, extraHTTPHeaders: ownAddress(), serviceWorkers: 'block' });
    const page = await context.newPage();
    await signUpUnlocked(page, server);
    await serveJournal(page, items);
    await page.goto('/app/main/readings');
    await page.getByRole('button', { name: 'Filters' }).click();
    // The first search loads every page; the figures are for a journal already in the browser, as a user meets it.
    await page.getByRole('searchbox', { name: 'Search your readings' }).fill(WORDS[0]!);
    await page.getByText(`of ${READINGS} readings match.`, { exact: false }).waitFor();
    await page.getByText('Looking through', { exact: false }).waitFor({ state: 'detached' });

    const changes: Record<string, Change[]> = {
      'a word of the notes': WORDS.slice(100, 100 + RUNS).map((value) => ({ kind: 'words', value })),
      'a word as typed so far': WORDS.slice(200, 200 + RUNS).map((value) => ({ kind: 'words', value: value.slice(0, 4) })),
      'two words': WORDS.slice(300, 300 + RUNS).map((value, index) => ({ kind: 'words', value: `${value} ${pick(WORDS, index * 37)}` })),
      'a tag (with the words)': TAGS.slice(0, RUNS).map((value) => ({ kind: 'select', label: 'Tag', value })),
      'a mood (with the words)': ['1', '2', '3', '4', '5', '1', '2'].map((value) => ({ kind: 'select', label: 'Mood', value })),
    };
    const rows: Record<string, { 'median ms': number; 'p95 ms': number; 'max ms': number; 'goal ms': number; 'last status': string }> = {};
    for (const [name, list] of Object.entries(changes)) {
      const samples: number[] = [];
      let status = '';
      for (const change of list) {
        const measured = await measureChange(page, change);
        samples.push(measured.ms);
        status = measured.status;
      }
      rows[name] = { 'median ms': round(median(samples)), 'p95 ms': round(percentile(samples, 95)), 'max ms': round(Math.max(...samples)), 'goal ms': GOAL_MS, 'last status': status };
    }
    console.log(`One change of the search or a filter until painted (${RUNS} changes each, Chromium headless, 1280×800)`);
    console.table(rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}
