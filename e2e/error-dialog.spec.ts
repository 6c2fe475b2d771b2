import { expect, test } from './fixtures.ts';

const POINTS = '**/v1/points/get';

test('a failed request shows the Error dialog, and Reload reloads the page', async ({ page, signUp }) => {
  await signUp();
  await page.route(POINTS, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/app/main/reading');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('An error occurred while processing your request. Please try again.');

  // The server is fine again; a marker on window proves the page really reloads.
  await page.unroute(POINTS);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  // Once the reloaded page's requests have all been answered, no error is left to show.
  await page.waitForLoadState('networkidle');
  await expect(dialog).toBeHidden();
});
