import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, pathIs, test } from './fixtures.ts';

/**
 * The result page's reveal (docs/product.md#your-reading): the cards lead, each answer comes with its card, the
 * summary after the last, the actions once all are face up; Skip and reduced motion show everything at once, and a
 * reading already revealed does not play again.
 */

/** What the result page shows at one moment of its reveal. */
interface RevealState {
  /** Cards in the spread, and how many of them are face up (a face-up card is a button to its answer). */
  cards: number;
  up: number;
  /** Answers whose text shows. */
  answers: number;
  summary: boolean;
  /** Anything that acts on the reading: its clarifiers, its check, its actions. */
  actions: boolean;
  skip: boolean;
}

declare global {
  interface Window {
    revealLog?: RevealState[];
  }
}

/**
 * Runs in the page before its scripts: logs every distinct state of the result page as the DOM changes, so an order
 * (a summary before the last card…) is caught however briefly it shows, with no timing in the test.
 */
function recordReveal(): void {
  const log: RevealState[] = [];
  window.revealLog = log;
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- Playwright sends this function to the page alone: what it calls lives inside it.
  const state = (): RevealState | null => {
    const figure = document.querySelector('.spread-figure');
    if (figure === null) return null;
    const page = document.querySelector('.result-page');
    const text = page?.textContent ?? '';
    const buttons = [...(page?.querySelectorAll('button, a') ?? [])].map((control) => control.textContent?.trim() ?? '');
    return {
      cards: figure.querySelectorAll('.spread-slot').length,
      up: figure.querySelectorAll('.spread-slot-button').length,
      answers: [...document.querySelectorAll('.answer-list .answer-text:not(.placeholder-glow)')].filter((answer) => answer.textContent?.trim()).length,
      summary: [...document.querySelectorAll('.result-summary:not(.placeholder-glow)')].some((summary) => summary.textContent?.trim()),
      actions: text.includes('Verify this draw') || buttons.some((label) => /Ask a clarifier|Save to My Readings/.test(label)),
      skip: buttons.includes('Skip the reveal'),
    };
  };
  new MutationObserver(() => {
    const now = state();
    if (now !== null && JSON.stringify(now) !== JSON.stringify(log.at(-1))) log.push(now);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Empties the log, so it holds the next reading's reveal alone. */
const clearLog = (page: Page) => page.evaluate(() => window.revealLog?.splice(0));
const revealLog = (page: Page) => page.evaluate(() => window.revealLog ?? []);

/** Starts a reading laid in `spread` with a question and picks its cards; the result page opens and reveals it. */
async function startReading(page: Page, spread: string, picks: number[]): Promise<void> {
  await page.goto('/app/main/reading');
  await page.getByText('Specific question', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill('Should I take the job in Lisbon?');
  await page.getByText(spread, { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  for (const card of picks) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await clearLog(page);
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
}

/** Waits until every card is face up and what follows them is there. */
async function waitRevealed(page: Page, cards: number): Promise<void> {
  await expect(page.getByRole('figure', { name: 'The spread' }).getByRole('button')).toHaveCount(cards);
  await expect(page.getByText('Verify this draw')).toBeVisible();
}

/** Discards the active reading, so the next one can start. */
async function discard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Discard/ }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
}

/** Every state of a reveal keeps its order: an answer only with its card, the summary and the actions only after all. */
function expectOrdered(log: RevealState[]): void {
  expect(log.length).toBeGreaterThan(0);
  for (const state of log) {
    expect(state.answers, `answers with their cards in ${JSON.stringify(state)}`).toBe(state.up);
    if (state.summary) expect(state.up, `the summary after the last card in ${JSON.stringify(state)}`).toBe(state.cards);
    if (state.actions) expect(state.up, `the actions after the last card in ${JSON.stringify(state)}`).toBe(state.cards);
  }
}

/** The first state that shows anything of the reading (a card face up). */
const firstShown = (log: RevealState[]) => log.find((state) => state.up > 0);

/** The duration of the spread's card flip, as the browser computes it. */
const flipDuration = (page: Page) => page.locator('.spread-figure .card-flip').first().evaluate((flip) => getComputedStyle(flip).transitionDuration);

test('the result page leads with its cards, turns each with its answer, then the summary and the actions; Skip and reduced motion show all at once', async ({
  page,
  signUp,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(recordReveal);
  await signUp();

  // A phone: the spread is on the first screen, and the cards turn one by one, each answer with its card.
  await page.setViewportSize({ width: 375, height: 740 });
  await startReading(page, 'Past, present, future', [5, 33, 66]);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cards are turning' })).toBeVisible();
  const figure = await page.getByRole('figure', { name: 'The spread' }).boundingBox();
  expect(figure!.y + figure!.height).toBeLessThanOrEqual(740);
  await waitRevealed(page, 3);
  await expect(page.getByRole('button', { name: 'Skip the reveal' })).toBeHidden();
  const watched = await revealLog(page);
  expectOrdered(watched);
  expect(watched[0], 'the cards lead, face down').toMatchObject({ up: 0, summary: false, actions: false });
  expect(firstShown(watched), 'the first card turns alone').toMatchObject({ up: 1, summary: false });
  expect(watched.some((state) => state.up === 2 && state.skip)).toBe(true);
  expect(watched.at(-1)).toMatchObject({ up: 3, answers: 3, summary: true, actions: true, skip: false });
  expect(await flipDuration(page)).not.toBe('0s');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your cards are turning');
  await expect(page.getByRole('region', { name: 'The cards together' })).toBeVisible();

  // Once revealed, a reload shows it whole: no reveal again.
  await page.reload();
  await waitRevealed(page, 3);
  const reloaded = await revealLog(page);
  expectOrdered(reloaded);
  expect(firstShown(reloaded)).toMatchObject({ up: 3, summary: true });
  expect(reloaded.some((state) => state.skip)).toBe(false);

  // The revealed page has no serious accessibility failure, light or dark.
  for (const colorScheme of ['light', 'dark'] as const) {
    // Reduced motion keeps the theme's color transitions from being measured half-way.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
    const results = await new AxeBuilder({ page }).include('.result-page').analyze();
    const failing = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(failing.map((violation) => `${colorScheme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await discard(page);

  // A desktop: Skip turns every card and shows the summary and the actions at once.
  await page.setViewportSize({ width: 1280, height: 800 });
  await startReading(page, 'Relationship', [2, 20, 41, 57, 75]);
  await page.getByRole('button', { name: 'Skip the reveal' }).click();
  await waitRevealed(page, 5);
  const skipped = await revealLog(page);
  expectOrdered(skipped);
  const skippedAt = skipped.findLastIndex((state) => state.skip);
  expect(skipped[skippedAt]!.up, 'skipped before the last card').toBeLessThan(5);
  expect(skipped[skippedAt + 1], 'everything at once after Skip').toMatchObject({ up: 5, answers: 5, summary: true, skip: false });
  await expect(page.locator('.answer').first()).toBeFocused();
  await discard(page);

  // Reduced motion: every card face up at once, with no flip and nothing to skip.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startReading(page, 'Past, present, future', [9, 44, 70]);
  await waitRevealed(page, 3);
  const still = await revealLog(page);
  expectOrdered(still);
  expect(firstShown(still)).toMatchObject({ up: 3, answers: 3, summary: true });
  expect(still.some((state) => state.skip)).toBe(false);
  expect(await flipDuration(page)).toBe('0s');
});
