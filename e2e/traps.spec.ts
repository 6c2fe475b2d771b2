import type { Page } from '@playwright/test';
import { expect, mainMenu, pathIs, test } from './fixtures.ts';

/** Sets up a one-card general reading, draws card `card` and waits for the written reading; returns its title. */
async function drawOneCard(page: Page, card: number): Promise<string> {
  await page.getByText('One card', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

test('a reading link that does not exist shows its own message and no error dialog; the error dialog can always be dismissed', async ({
  page,
  signUp,
}) => {
  await signUp();
  await page.goto('/app/main/reading/result/no-such-id/0');
  await expect(page.getByRole('heading', { name: 'We couldn’t open this reading' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A call the page does not explain still raises the Error dialog; Escape closes it, the page stays usable.
  await page.route('**/v1/points/get', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('An error occurred while processing your request. Please try again.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'We couldn’t open this reading' })).toBeVisible();
});

test('with a saved reading still active, starting a new reading simply closes it into My Readings', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/reading');
  const firstTitle = await drawOneCard(page, 12);

  // Not saved yet: the reading page says so, and offers to save it and go on.
  await page.goto('/app/main/reading');
  await expect(page.getByRole('heading', { name: 'You have a reading in progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('It is not saved, so it will be lost for good. Its gems are not given back');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Save and start a new one' }).click();

  // Saved: the form is back, with a note; starting a new reading closes the saved one.
  await expect(page.getByText('Your current reading is saved in My Readings; starting a new one closes it.')).toBeVisible();
  const secondTitle = await drawOneCard(page, 40);

  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/readings'));
  await expect(page.getByRole('heading', { name: firstTitle })).toBeVisible();
  await expect(mainMenu(page).getByRole('link').first()).toHaveText(/^View Reading/);
  await mainMenu(page).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('moving between pages while offline keeps the header and menu and says so, offers Try again, and opens the page by itself once back online', async ({
  page,
  context,
  signUp,
}) => {
  await signUp();
  await page.goto('/app/main/reading');
  await expect(page.getByRole('heading', { name: 'Start a reading' })).toBeVisible();

  await context.setOffline(true);
  await mainMenu(page).getByRole('link', { name: 'View Decks' }).click();
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('This page needs a connection to open. It opens by itself once you’re back online, or try again now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();

  // docs/product.md#offline: the page reopens by itself when the connection returns, with no click.
  await context.setOffline(false);
  await expect(page).toHaveURL(pathIs('/app/main/decks'));
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Decks', exact: true })).toBeVisible();
});
