import type { Page } from '@playwright/test';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { ENCRYPTION_PASSWORD, expect, mainMenu, pathIs, signIn, test, UNLOCK_PATH } from './fixtures.ts';

/** The header's gem count. */
const headerGems = (page: Page) => page.getByTestId('gem-count');

/** The header's Back arrow. */
const backArrow = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Back', exact: true });

test('after a reading is charged, the header shows the new gem count without a reload', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/reading');
  await expect(headerGems(page)).toHaveAccessibleName(`${DEFAULT_MAX_POINTS} gems`);

  await page.getByText('Past, present, future', { exact: true }).click();
  const priceText = await page.getByRole('region', { name: 'Price' }).locator('.start-panel-cost').textContent();
  const price = Number.parseInt(priceText?.trim() ?? '', 10);
  expect(price).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const card of [5, 30, 55]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();

  // On the result page, without a reload, the header already counts the price as spent.
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  await expect(headerGems(page)).toHaveAccessibleName(`${DEFAULT_MAX_POINTS - price} gems`);

  // Every other place that shows gems agrees.
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await expect(headerGems(page)).toHaveAccessibleName(`${DEFAULT_MAX_POINTS - price} gems`);
});

test('the back arrow goes somewhere sensible on the first screen after unlocking', async ({ page, signUp }) => {
  const user = await signUp();
  await mainMenu(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(pathIs('/demo'));
  await signIn(page, user);
  await expect(page).toHaveURL(pathIs(UNLOCK_PATH));

  // A link to My Readings asks to unlock first, then opens My Readings: Back goes up to the reading page.
  await page.goto('/app/main/readings');
  await expect(page).toHaveURL(pathIs(UNLOCK_PATH));
  await page.getByLabel('Encryption password', { exact: true }).fill(ENCRYPTION_PASSWORD);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/readings'));
  await backArrow(page).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));

  // The reading page is the top of the app: with nothing to go back to, there is no Back.
  await expect(page.getByRole('form', { name: 'New reading' })).toBeVisible();
  await expect(backArrow(page)).toBeHidden();

  // Within the app, Back steps back to the page shown before.
  await mainMenu(page).getByRole('link', { name: 'View Decks' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/decks'));
  await backArrow(page).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
});

test("the sidebar's divider runs the full height of long pages", async ({ page, signUp }) => {
  await signUp();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/main/decks/1/cards');
  await expect(page.getByRole('heading', { name: 'Gilded deck' })).toBeVisible();

  // The sidebar carries the divider: it must reach as far down as the long page itself.
  const sidebar = await page.locator('.app-sidebar').boundingBox();
  const main = await page.getByRole('main').boundingBox();
  expect(main?.height ?? 0).toBeGreaterThan(page.viewportSize()?.height ?? 0);
  expect(sidebar?.height).toBeGreaterThanOrEqual(main?.height ?? Number.POSITIVE_INFINITY);
});
