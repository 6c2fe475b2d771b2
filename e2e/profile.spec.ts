import { mkdirSync, readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, mainMenu, pathIs, signIn, test } from './fixtures.ts';

/** Where the profile's screenshots go for a person to look at; outside the repository, never committed. */
const SHOTS = '/tmp/shots-profile';

const account = (page: Page) => page.getByRole('region', { name: 'Account', exact: true });

/** Draws a three-card reading from Start Reading and saves it; answers its title. */
async function drawAndSave(page: Page): Promise<string> {
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  for (const card of [5, 30, 66]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  const save = page.getByRole('button', { name: 'Save to My Readings' });
  await expect(save).toBeEnabled();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to My Readings' })).toBeVisible();
  return title;
}

const contentOf = async (download: Download): Promise<string> => readFileSync(await download.path(), 'utf8');

test('a member sees their account, renames it, subscribes, exports a reading and deletes the account', async ({ page, signUp }) => {
  const user = await signUp();
  await page.goto('/app/main/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(account(page)).toContainText(user.name);
  await expect(account(page)).toContainText(user.email);
  await expect(account(page)).toContainText('Member since');
  await expect(account(page)).toContainText('Email and password');
  await expect(account(page)).toContainText('This is your only way to sign in');
  await expect(page.getByRole('region', { name: 'Your totals' })).toContainText('Readings drawn');

  // A new display name is kept by the server: it is still there after a reload.
  const name = page.getByRole('textbox', { name: 'Display name' });
  await name.fill('Moon Reader');
  await page.getByRole('region', { name: 'Display name', exact: true }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(account(page)).toContainText('Moon Reader');
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Moon Reader');

  // News by email: a bad address is refused with a reason, a good one is subscribed.
  const news = page.getByRole('region', { name: 'News by email' });
  const address = news.getByRole('textbox', { name: 'Email address' });
  await expect(address).toHaveValue(user.email);
  await address.fill('not an address');
  await news.getByRole('button', { name: 'Subscribe' }).click();
  await expect(news.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await address.fill(user.email);
  await news.getByRole('button', { name: 'Subscribe' }).click();
  await expect(news.getByText(`Subscribed: news will go to ${user.email}.`)).toBeVisible();

  // Nothing to export until a reading is saved.
  const exportCard = page.getByRole('region', { name: 'Export your readings' });
  await expect(exportCard.getByRole('button', { name: 'Download my readings' })).toBeDisabled();
  await mainMenu(page).getByRole('link', { name: /^Start Reading/ }).click();
  const title = await drawAndSave(page);
  await mainMenu(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('region', { name: 'Your totals' }).getByText('Readings saved').locator('xpath=following-sibling::dd')).toHaveText('1');

  // Both files come down, built in the page from the saved reading.
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await exportCard.getByRole('button', { name: 'Download my readings' }).click();
  await expect(exportCard.getByText('Downloaded 1 reading as Markdown and JSON.')).toBeVisible();
  await expect.poll(() => downloads.length).toBe(2);
  const byName = Object.fromEntries(downloads.map((download) => [download.suggestedFilename().split('.').pop(), download]));
  expect(byName.md!.suggestedFilename()).toMatch(/^arcana-readings-\d{4}-\d\d-\d\d\.md$/);
  expect(byName.json!.suggestedFilename()).toMatch(/^arcana-readings-\d{4}-\d\d-\d\d\.json$/);
  const markdown = await contentOf(byName.md!);
  expect(markdown).toContain(`## ${title}`);
  expect(markdown).toContain('- Spread: Past, present, future');
  expect(markdown).toMatch(/#### Past: .+\n\n\w/);
  const json = JSON.parse(await contentOf(byName.json!)) as { readings: { title: string; cards: { position: string }[] }[] };
  expect(json.readings).toHaveLength(1);
  expect(json.readings[0]!.title).toBe(title);
  expect(json.readings[0]!.cards.map((card) => card.position)).toEqual(['Past', 'Present', 'Future']);

  // Deleting the account lands on the landing page, and the account can no longer sign in.
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByLabel(/to confirm/).fill('DELETE');
  await dialog.getByLabel('Account password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(pathIs('/demo'));
  await signIn(page, user);
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/login'));
});

test('the profile at phone and desktop widths, light and dark', async ({ page, signUp }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signUp();
  const shoot = async (theme: string) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/app/main/profile');
      await expect(page.getByRole('region', { name: 'Your totals' }).getByText('Readings drawn').locator('xpath=following-sibling::dd')).toHaveText('0');
      await expect(page.getByRole('button', { name: 'Download my readings' })).toBeDisabled();
      await page.screenshot({ path: `${SHOTS}/profile-${width}-${theme}.png`, fullPage: true });
    }
  };
  await shoot('light');
  await page.goto('/app/main/settings');
  const darkSaved = page.waitForResponse((response) => response.url().endsWith('/v1/user-settings/update/1/2') && response.ok());
  await page.getByRole('region', { name: 'Appearance' }).getByRole('group', { name: 'Theme' }).locator('label', { hasText: 'Dark' }).click();
  await darkSaved;
  await shoot('dark');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
});
