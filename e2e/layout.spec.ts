import type { Page } from '@playwright/test';
import {
  CREATE_PASSWORD_PATH,
  expect,
  fillCreatePasswordForm,
  isInApp,
  newCredentials,
  pathIs,
  submitSignUpForm,
  test,
} from './fixtures.ts';

/** The account pages, by path under /app/main, and their headings. */
const ACCOUNT_PAGES = [
  ['profile', 'Profile'],
  ['settings', 'Settings'],
  ['messages', 'Messages'],
] as const;

/** The phone and desktop widths every page is checked (and photographed) at. */
const WIDTHS = [375, 1280] as const;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Saves a full-page picture into the test output for people to look at; the assertions are above it. */
async function photograph(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 } });

    test('the landing, sign-in, create password and reading pages fit the screen without sideways scrolling', async ({ page }) => {
      await page.goto('/demo');
      await expect(page.getByRole('link', { name: 'Create your free account' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await photograph(page, `demo-${width}`);

      await page.goto('/login?mode=signup');
      await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await photograph(page, `login-${width}`);

      await submitSignUpForm(page, newCredentials());
      await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
      await fillCreatePasswordForm(page);
      await expectNoSidewaysScroll(page);
      await photograph(page, `create-password-${width}`);

      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page).toHaveURL(isInApp);
      await expect(page.getByTestId('gem-count')).toHaveAccessibleName(/^\d+ gems$/);
      await expectNoSidewaysScroll(page);
      await photograph(page, `reading-${width}`);
    });

    test('the account pages fit the screen in the light and the dark theme', async ({ page, signUp }) => {
      await signUp();
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.goto('/app/main/settings');
          const saved = page.waitForResponse((response) => response.url().endsWith('/v1/user-settings/update/1/2') && response.ok());
          await page.getByRole('group', { name: 'Theme' }).locator('label', { hasText: 'Dark' }).click();
          await saved;
        }
        for (const [path, heading] of ACCOUNT_PAGES) {
          await page.goto(`/app/main/${path}`);
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
          await expectNoSidewaysScroll(page);
          await photograph(page, `${path}-${width}-${theme}`);
        }
      }
    });
  });
}
