import { endpointUrl } from '#common/api/endpoint.ts';
import { updateUserSetting } from '#common/api/user-settings.ts';
import { expect, pathIs, test } from './fixtures.ts';
import { expectNoSeriousAxe } from './serious-axe.ts';

const QUESTION = 'What would help me most as I change jobs?';

test('the theme can follow the device again, a long paste says it was cut, Back from the draw keeps the set-up and picks name their deck position', async ({
  page,
  context,
  signUp,
}) => {
  // One account walks the whole journey, with axe in both schemes on each screen: slow on a busy machine.
  test.setTimeout(180_000);
  await signUp();
  const root = page.locator('html');

  // Once a theme is chosen, Device goes back to following the device, and stays so after a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app/main/settings');
  const theme = page.getByRole('region', { name: 'Appearance' }).getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'Device' })).toBeChecked();
  await theme.locator('label', { hasText: 'Dark' }).click();
  await expect(root).toHaveAttribute('data-bs-theme', 'dark');
  const deviceSaved = page.waitForResponse((response) => response.url().endsWith(endpointUrl(updateUserSetting, { settingTypeId: 1, optionId: 3 })) && response.ok());
  await theme.locator('label', { hasText: 'Device' }).click();
  await deviceSaved;
  await expect(root).toHaveAttribute('data-bs-theme', 'light');
  await expect(page.getByText('Following your device’s light or dark setting.')).toBeVisible();
  await page.reload();
  await expect(theme.getByRole('radio', { name: 'Device' })).toBeChecked();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root).toHaveAttribute('data-bs-theme', 'dark');
  await expectNoSeriousAxe(page, 'settings');

  // A paste past the question's limit is cut, and the page says so as it happens.
  await page.goto('/app/main/reading');
  await page.getByText('Specific question', { exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Your question' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'Why? '.repeat(2000));
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
  const cut = page.getByRole('status').filter({ hasText: 'A question holds up to 1,000 characters' });
  await expect(cut).toHaveText('A question holds up to 1,000 characters, so the last 9,000 characters you added were left out.');
  await expect(box).toHaveJSProperty('value', 'Why? '.repeat(200));
  await expect(page.getByText('1,000 / 1,000', { exact: true })).toBeVisible();
  await expectNoSeriousAxe(page, 'reading form: question cut');
  await box.fill(QUESTION);
  await expect(cut).toHaveCount(0);

  // Back from the draw page, by the header's arrow or the browser's, finds the form as it was.
  await page.getByText('Free spread', { exact: true }).click();
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await start.click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await expect(box).toHaveValue(QUESTION);
  await start.click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await page.goBack();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await expect(box).toHaveValue(QUESTION);
  await expect(page.getByLabel(/Free spread/)).toBeChecked();
  await start.click();

  // A pick names its place and where in the deck it was picked, never "Card 1 · card 7".
  await expect(page.getByText(`“${QUESTION}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Card at position 7 of 78, face down' }).click();
  const picks = page.getByRole('list', { name: 'Your picks' });
  await expect(picks.getByRole('listitem').first()).toHaveText(/^1\s*First card\s*position 7$/);
  await expect(picks).not.toContainText('card 7');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(picks).toBeInViewport();
  await expectNoSeriousAxe(page, 'draw: picked');
});

test('the header’s Back from a reloaded draw page finds the form as it was set up', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/reading');
  await page.getByText('Specific question', { exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(QUESTION);
  await page.getByText('Free spread', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));

  // A reload forgets which pages of the app this tab showed, so Back goes up to the form instead of stepping back.
  await page.reload();
  await expect(page.getByText(`“${QUESTION}”`)).toBeVisible();
  await page.getByRole('banner', { name: 'Page header' }).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await expect(box).toHaveValue(QUESTION);
  await expect(page.getByLabel(/Free spread/)).toBeChecked();
});
