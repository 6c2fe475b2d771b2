import { expect, pathIs, test } from './fixtures.ts';

const rootFontSize = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test('a user switches to the dark theme and large text, and both survive a reload', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-bs-theme', 'light');
  expect(await rootFontSize(page)).toBe('16px');

  const appearance = page.getByRole('region', { name: 'Appearance' });
  const saved = (path: string) => page.waitForResponse((response) => response.url().endsWith(path) && response.ok());
  const darkSaved = saved('/v1/user-settings/update/1/2');
  await appearance.getByRole('group', { name: 'Theme' }).locator('label', { hasText: 'Dark' }).click();
  await darkSaved;
  await expect(root).toHaveAttribute('data-bs-theme', 'dark');
  const largeSaved = saved('/v1/user-settings/update/2/3');
  await appearance.getByRole('group', { name: 'Text size' }).locator('label', { hasText: 'Large' }).click();
  await largeSaved;
  // The root font scale is 1.125: 16 px become 18.
  await expect.poll(() => rootFontSize(page)).toBe('18px');

  // The server keeps them: even with nothing left in the browser's storage, a reload applies both.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(root).toHaveAttribute('data-bs-theme', 'dark');
  await expect.poll(() => rootFontSize(page)).toBe('18px');
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(appearance.getByRole('radio', { name: 'Large' })).toBeChecked();
});

test('a notice dismissed with Don’t Show Again never returns, also after a reload', async ({ page, signUp }) => {
  await signUp();
  const sheet = page.locator('.notice-sheet');

  // A new user's first screen has the welcome card and no notice beside it.
  await page.getByRole('button', { name: 'Let’s begin' }).click();
  await expect(page.getByRole('region', { name: /Welcome!/ })).toBeHidden();
  await expect(sheet).toHaveCount(0);

  // From the next visit, the product news shows when the app loads; once closed, this browser does not show it again.
  await page.goto('/app/main/settings');
  await expect(sheet.getByRole('heading', { name: 'New in Arcana: settings' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Got it' }).click();
  await expect(sheet).toBeHidden();

  // Start Reading queues its question tips; Learn More opens the modal, which can turn them off.
  await page.goto('/app/main/reading');
  await expect(sheet.getByRole('heading', { name: 'Tips for your question' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Learn More' }).click();
  const modal = page.getByRole('dialog', { name: 'Tips for your question' });
  await expect(modal).toContainText('leaves room');
  const turnedOff = page.waitForResponse((response) => response.url().endsWith('/v1/user-settings/update/5/0') && response.ok());
  await modal.getByRole('button', { name: "Don't Show Again" }).click();
  await turnedOff;
  await expect(modal).toBeHidden();

  // After a reload, with the cached settings gone and the browser's memory of the tips too, so only the server
  // remembers, the tips stay away: the next notice on the way to the draw is the drawing explanation.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('arcana:cache:')) localStorage.removeItem(key);
    const { questionTips: _tips, ...seen } = JSON.parse(localStorage.getItem('arcana:notices-seen') ?? '{}') as Record<string, string>;
    localStorage.setItem('arcana:notices-seen', JSON.stringify(seen));
  });
  await page.reload();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await expect(sheet.getByRole('heading', { name: 'How the draw works' })).toBeVisible();
  await expect(page.getByText('Tips for your question')).toHaveCount(0);

  await page.goto('/app/main/settings');
  await expect(page.getByRole('switch', { name: 'Question tips' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Drawing explanation' })).toBeChecked();
});
