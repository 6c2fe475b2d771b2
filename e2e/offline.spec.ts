import { axeFindings } from './axe-audit.ts';
import { expect, mainMenu, pathIs, test } from './fixtures.ts';

// Losing the connection in the app (docs/product.md#installing-offline-and-updates): every page says it is offline and
// what still works, nothing waits forever, the Error dialog never stands for a lost connection, and the pages come back
// by themselves. The worker is allowed so that an offline reload opens the app, as an installed one does.
test.use({ serviceWorkers: 'allow' });

test('offline, pages say so and what still works, a reveal fails with word of the connection, and everything comes back by itself', async ({
  page,
  context,
  signUp,
}) => {
  await signUp();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const banner = page.getByRole('banner', { name: 'Page header' });
  const indicator = banner.getByRole('status').filter({ hasText: 'Offline' });
  const errorDialog = page.getByRole('dialog', { name: 'Error' });
  await expect(indicator).toBeHidden();

  // Set up a reading and pick its cards while online; the connection goes before the reveal.
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  for (const card of [5, 20, 50]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await context.setOffline(true);
  await expect(indicator).toBeVisible();
  await expect(indicator).toContainText('anything new waits');
  const reveal = page.getByRole('button', { name: 'Reveal my reading' });
  await reveal.click();
  await expect(page.getByRole('alert').filter({ hasText: 'You’re offline' })).toContainText('nothing was sent');
  await expect(reveal).toBeEnabled();
  await expect(errorDialog).toBeHidden();

  // A list the app never loaded says it needs the connection instead of loading forever, at phone and desktop widths.
  await mainMenu(page).getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(pathIs('/app/main/messages'));
  const offlineList = page.getByRole('heading', { name: 'You’re offline' });
  await expect(offlineList).toBeVisible();
  await expect(page.getByText('Your messages load by themselves once you’re back online.')).toBeVisible();
  await expect(page.getByText('Loading your messages…')).toHaveCount(0);
  await expect(errorDialog).toBeHidden();
  expect(await axeFindings(page, 'messages offline')).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(indicator).toBeInViewport({ ratio: 1 });
  await expect(offlineList).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The connection returns: the list loads on its own and the indicator goes.
  await context.setOffline(false);
  await expect(page.locator('.message-list > li').first()).toBeVisible();
  await expect(indicator).toBeHidden();

  // A reload without a connection shows the offline card alone, and the app opens by itself once it is back.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('It opens by itself once you’re back online')).toBeVisible();
  await expect(errorDialog).toBeHidden();
  expect(await axeFindings(page, 'messages reloaded offline')).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(errorDialog).toBeHidden();
});

test('offline, a reading’s page shows what the app holds or says it needs the connection, and opens by itself once back', async ({
  page,
  context,
  signUp,
}) => {
  test.setTimeout(120_000);
  await signUp();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const errorDialog = page.getByRole('dialog', { name: 'Error' });
  const heading = page.getByRole('heading', { level: 1 });

  // A reading written and saved while online: it is the active reading too.
  await page.getByText('One card', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Card at position 12 of 78, face down' }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
  const readingUrl = new URL(page.url()).pathname;
  const actions = page.getByRole('region', { name: 'Reading actions' });
  await actions.getByRole('button', { name: 'Save to My Readings' }).click();
  await expect(actions.getByRole('status')).toHaveText('Saved to My Readings');
  const title = (await heading.textContent())?.trim() ?? '';

  // A reading page the app has open goes on showing it offline, the strip saying so.
  await mainMenu(page).getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(pathIs('/app/main/messages'));
  await context.setOffline(true);
  await page.goBack();
  await expect(page).toHaveURL(pathIs(readingUrl));
  await expect(page.getByRole('banner', { name: 'Page header' }).getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(heading).toHaveText(title);
  await expect(errorDialog).toBeHidden();
  await context.setOffline(false);

  // After a reload the app holds no reading: offline, the active reading's page says it needs the connection.
  await mainMenu(page).getByRole('link', { name: /^Messages/ }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await context.setOffline(true);
  await mainMenu(page).getByRole('link', { name: /^View Reading/ }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/result/active/-1'));
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('It opens by itself once you’re back online')).toBeVisible();
  await expect(errorDialog).toBeHidden();
  await expect(page).toHaveURL(pathIs('/app/main/reading/result/active/-1'));
  expect(await axeFindings(page, 'a reading page offline')).toEqual([]);
  await context.setOffline(false);
  await expect(heading).toHaveText(title);
  await expect(errorDialog).toBeHidden();
});
