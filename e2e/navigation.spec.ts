import { expect, mainMenu, pathIs, test } from './fixtures.ts';

test('the home page leads to the demo page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(pathIs('/demo'));
});

test('an unknown page outside the app leads to the demo page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(pathIs('/demo'));
});

test('an unknown page inside the app stays in the app', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/no-such-page');
  // docs/product.md#where-unknown-paths-go: with no active reading, an unrecognized path goes to reading creation.
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await expect(mainMenu(page)).toBeVisible();
});
