import type { Page } from '@playwright/test';
import { CREATE_PASSWORD_PATH, createEncryptionPassword, expect, mainMenu, pathIs, signIn, test } from './fixtures.ts';
import { SEEDED_FAILURE, seedFailedJob } from './seed-failed-job.ts';

/** The failed job this file's server starts with (a real failure would be refunded at once and could not be retried). */
let seededJobId = '';
test.use({
  seedDatabase: {
    into: async (dataDir) => {
      seededJobId = await seedFailedJob(dataDir);
    },
  },
});

/** Saves a full-page picture of an admin page into the test output, for people to look at. */
async function photograph(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('an admin grants gems, messages everyone, retries a failed job and purges the caches', async ({ page, signUp, adminEmail, existingUser }) => {
  await signUp({ email: adminEmail });
  await mainMenu(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/admin'));
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

  // Users: find the other account and give it gems (above the cap, as a gift may), with a reason the audit log keeps.
  await page.getByLabel('Search users').fill(existingUser.email);
  const row = page.getByRole('row').filter({ hasText: existingUser.email });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-label="Gems"]')).toHaveText('36');
  await row.getByRole('button', { name: `Actions for ${existingUser.email}` }).click();
  await row.getByRole('button', { name: 'Change balance' }).click();
  const grant = page.getByRole('dialog', { name: 'Change balance' });
  await grant.getByLabel('Balance', { exact: true }).selectOption({ label: 'Gems' });
  await grant.getByLabel('Amount', { exact: true }).fill('5');
  await grant.getByLabel('Reason', { exact: true }).fill('Thanks for the bug report');
  await grant.getByRole('button', { name: 'Save' }).click();
  await expect(grant).toBeHidden();
  await expect(row.locator('[data-label="Gems"]')).toHaveText('41');
  await expect(page.locator('#audit-log')).toContainText('Thanks for the bug report');
  await photograph(page, 'admin-1280');

  // A broadcast reaches every user's inbox.
  await page.getByLabel('Title', { exact: true }).fill('Maintenance tonight');
  await page.getByLabel('Message', { exact: true }).fill('Readings pause for ten minutes at 22:00 UTC.');
  await page.getByRole('button', { name: 'Send to everyone' }).click();
  await page.getByRole('dialog', { name: 'Send to every user?' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Sent to \d+ users?\.$/)).toBeVisible();

  // The queue dashboard lists the failed job with its error, and Retry runs it again.
  await page.getByRole('link', { name: 'Queue dashboard' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/queue/dashboard'));
  await expect(page.getByText(SEEDED_FAILURE)).toBeVisible();
  await photograph(page, 'queue-dashboard-1280');
  await page.getByRole('button', { name: `Retry job ${seededJobId.split('-')[0]}` }).click();
  await expect(page.getByText(SEEDED_FAILURE)).toBeHidden();

  // The cache dashboard purges the server's caches.
  await page.goto('/app/main/cache/dashboard');
  await expect(page.getByRole('heading', { name: 'Server caches' })).toBeVisible();
  await photograph(page, 'cache-dashboard-1280');
  await page.getByRole('button', { name: 'Purge all' }).click();
  await page.getByRole('dialog', { name: 'Purge every cache?' }).getByRole('button', { name: 'Purge all' }).click();
  await expect(page.getByText(/^(Purged .+|There was no cache to purge)\.$/)).toBeVisible();

  // The other account finds the broadcast and its gems.
  await page.context().clearCookies();
  await signIn(page, existingUser);
  await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
  await createEncryptionPassword(page);
  await page.goto('/app/main/messages');
  await expect(page.getByText('Maintenance tonight')).toBeVisible();
  await expect(page.getByTestId('gem-count')).toHaveAccessibleName('41 gems');
});

test('a member sees no Admin menu item and is not allowed into the admin pages', async ({ page, signUp }) => {
  await signUp();
  await expect(mainMenu(page).getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  for (const path of ['/app/main/admin', '/app/main/queue/dashboard', '/app/main/cache/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not Allowed' })).toBeVisible();
    await expect(page).toHaveURL(pathIs(path));
  }
});
