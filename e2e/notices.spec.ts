import type { Locator, Page } from '@playwright/test';
import { axeFindings } from './axe-audit.ts';
import { expect, pathIs, test } from './fixtures.ts';

/** The notices, by the titles their sheets are labelled with. */
const NEWS = 'New in Arcana: settings';
const TIPS = 'Tips for your question';
const DRAW = 'How the draw works';

const notice = (page: Page, title: string) => page.getByRole('region', { name: title });
/** Every notice sheet on screen, whichever it is. */
const anyNotice = (page: Page) => page.locator('.notice-sheet.show');

/** Whether a tap at the middle of `control` reaches it, rather than something laid over it. */
async function reachable(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Picks the first cards of the draw page's deck, three of them. */
async function pickThree(page: Page): Promise<void> {
  for (const card of [5, 20, 50]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
}

test('on a phone, Got it puts every notice away for good, one shows at a time, and none covers Start or Reveal', async ({ page, signUp }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await signUp();
  // A new user's first screen has the welcome card alone; the notices wait for a page opened after it.
  await page.getByRole('button', { name: 'Let’s begin' }).click();
  await expect(anyNotice(page)).toHaveCount(0);

  // The news shows alone, and Got it puts it away.
  await page.goto('/app/main/readings');
  await expect(notice(page, NEWS)).toBeVisible();
  await expect(anyNotice(page)).toHaveCount(1);
  await notice(page, NEWS).getByRole('button', { name: 'Got it' }).click();
  await expect(anyNotice(page)).toHaveCount(0);

  // Start Reading shows its tips, alone, and the Start bar stands above the sheet.
  await page.goto('/app/main/reading');
  await expect(notice(page, TIPS)).toBeVisible();
  await expect(anyNotice(page)).toHaveCount(1);
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await page.getByText('Past, present, future', { exact: true }).click();
  expect(await reachable(start), 'Start is not covered by the tips').toBe(true);
  expect(await axeFindings(page, 'start reading with its tips')).toEqual([]);
  await notice(page, TIPS).getByRole('button', { name: 'Got it' }).click();
  await expect(anyNotice(page)).toHaveCount(0);

  // On the next visit neither the tips nor the news return: the draw page's own explanation is the one notice there,
  // and Reveal stays within reach above it.
  await page.reload();
  await expect(page.getByRole('form', { name: 'New reading' })).toBeVisible();
  await page.getByText('Past, present, future', { exact: true }).click();
  await start.click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await expect(notice(page, DRAW)).toBeVisible();
  await expect(anyNotice(page)).toHaveCount(1);
  await pickThree(page);
  const reveal = page.getByRole('button', { name: 'Reveal my reading' });
  await expect(reveal).toBeEnabled();
  expect(await reachable(reveal), 'Reveal is not covered by the drawing explanation').toBe(true);
  await notice(page, DRAW).getByRole('button', { name: 'Got it' }).click();
  await expect(anyNotice(page)).toHaveCount(0);

  // Back at Start Reading after a full load: every notice was seen, so the pages are the user's alone.
  await page.goto('/app/main/reading');
  await page.getByText('Past, present, future', { exact: true }).click();
  await start.click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await expect(page.getByRole('heading', { name: 'Draw your cards' })).toBeVisible();
  await expect(anyNotice(page)).toHaveCount(0);

  // Settings can bring the notices put away back, one at a time again: Start Reading's tips show on its next visit.
  await page.goto('/app/main/settings');
  await page.getByRole('button', { name: 'Show them again' }).click();
  await expect(page.getByText('will show again at its moment')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#main-menu-panel').getByRole('link', { name: 'Start Reading' }).click();
  // The news is asked for when the app loads: it shows again first if that came after Show them again.
  const first = notice(page, NEWS).or(notice(page, TIPS));
  await expect(first).toBeVisible();
  await expect(anyNotice(page)).toHaveCount(1);
  if (await notice(page, NEWS).isVisible()) await notice(page, NEWS).getByRole('button', { name: 'Got it' }).click();
  await expect(notice(page, TIPS)).toBeVisible();
});

test('a page’s notice leaves with its page, and at 200% zoom on a phone Reveal stays within reach', async ({ page, signUp }) => {
  test.setTimeout(120_000);
  await signUp();
  await page.getByRole('button', { name: 'Let’s begin' }).click();
  // What a 375 × 740 phone shows at 200% zoom.
  await page.setViewportSize({ width: 188, height: 370 });
  await page.goto('/app/main/reading');
  await expect(notice(page, TIPS)).toBeVisible();
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // The tips, unanswered, stayed with Start Reading: the draw page shows its own explanation, and only it.
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await expect(notice(page, DRAW)).toBeVisible();
  await expect(notice(page, TIPS)).toHaveCount(0);
  await expect(anyNotice(page)).toHaveCount(1);
  await pickThree(page);
  const reveal = page.getByRole('button', { name: 'Reveal my reading' });
  expect(await reachable(reveal), 'Reveal is not covered at 200% zoom').toBe(true);

  // Revealing leaves the draw page, and its explanation goes with it rather than lying over the result.
  await reveal.click();
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\//);
  await expect(notice(page, DRAW)).toHaveCount(0);
});
