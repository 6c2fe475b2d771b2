import type { Page } from '@playwright/test';
import { axeFindings, sidewaysOverflow } from './axe-audit.ts';
import { expect, mainMenu, pathIs, test } from './fixtures.ts';

/** Starts and reveals a one-card reading from Start Reading, and waits for it to be written. */
async function oneCardReading(page: Page, card: number): Promise<string> {
  await page.getByText('One card', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

test('an old reading opens read-only in the journal while another is active, which stays untouched, on a phone and a desktop', async ({ page, signUp }) => {
  test.setTimeout(150_000);
  await signUp();
  await page.goto('/app/main/reading');

  // A saved reading, then a new one left active and unsaved.
  const saved = await oneCardReading(page, 9);
  await page.getByRole('button', { name: 'Save to My Readings' }).click();
  await page.getByRole('region', { name: 'Reading actions' }).getByRole('link', { name: 'New reading' }).click();
  const active = await oneCardReading(page, 33);

  // My Readings opens the saved one in the journal: as written, nothing to ask or save there.
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await page.getByRole('article', { name: saved }).getByRole('link', { name: `Open ${saved}` }).click();
  await expect(page).toHaveURL(/\/app\/main\/journal\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: saved })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue this reading' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ask a clarifier/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toHaveCount(0);
  const findings = await axeFindings(page, 'journal at 1280 px');
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await sidewaysOverflow(page)).toBe(0);
  findings.push(...(await axeFindings(page, 'journal at 375 px')));
  expect(findings, findings.join('\n')).toEqual([]);

  // The header's Back leads to My Readings; the active reading is still the unsaved one, as it was.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/readings'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await mainMenu(page).getByRole('link', { name: /^View Reading/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: active })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
});
