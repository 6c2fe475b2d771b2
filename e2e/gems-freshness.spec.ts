import { test as base, expect } from './fixtures.ts';
import { grantGemsAs, signedInAdminApi } from './admin-api.ts';

interface GrantFixtures {
  /** Changes a member's regular gems as an admin does, from another browser context (the admin's own session). */
  grantGems: (email: string, amount: number) => Promise<void>;
}

const test = base.extend<GrantFixtures, { adminEmail: string }>({
  // An admin of its own: an address signs up only once per server, and other journeys sign up the shared one.
  adminEmail: ['freshness-admin@arcana.test', { scope: 'worker' }],

  grantGems: async ({ playwright, server, adminEmail, extraHTTPHeaders }, use) => {
    const api = await signedInAdminApi({ playwright, server, adminEmail, extraHTTPHeaders });
    await use((email, amount) => grantGemsAs(api, email, amount, 'Balance freshness journey'));
    await api.dispose();
  },
});

// docs/product.md#gem-regeneration: an outside change (an admin grant) reaches the page when its window is focused, and
// the Sell confirmation is computed from the server's balance at that moment, never from what the page last held.
test('an admin grant elsewhere shows when the window is focused, and the Sell confirmation uses the fresh balance', async ({ page, signUp, grantGems }) => {
  const member = await signUp();
  await page.goto('/app/main/gems');
  const headerGems = page.getByTestId('gem-count');
  const gems = page.getByTestId('balance-gems');
  await expect(headerGems).toHaveAccessibleName('36 gems');
  await expect(gems).toContainText('36');

  // An admin takes 6 gems back in another context; the page, visible all along, still holds 36.
  await grantGems(member.email, -6);
  // The user comes back to this window. A window beside another is never hidden, so only its focus says so.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(headerGems).toHaveAccessibleName('30 gems');
  await expect(gems).toContainText('30');

  // Another grant, with no focus in between: the confirmation asks the server before it promises anything.
  await grantGems(member.email, 5);
  const sellForm = page.getByRole('form', { name: 'Sell gems' });
  await sellForm.getByRole('spinbutton', { name: 'Gems to sell' }).fill('1');
  await sellForm.getByRole('button', { name: 'Sell', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell 1 gem for 1 coin?' });
  await expect(dialog).toContainText('You will have 34 of 36 gems and 1 coin.');
  await dialog.getByRole('button', { name: 'Sell 1 gem' }).click();
  await expect(page.getByText('Sold 1 gem for 1 coin.')).toBeVisible();
  await expect(headerGems).toHaveAccessibleName('34 gems');
  await expect(gems).toContainText('34');
});
