import { test as base, expect, mainMenu } from './fixtures.ts';

// An admin of its own: the admin journeys sign up with the shared admin address, and an address signs up only once on a
// worker's server. A different worker fixture also gives this file a server of its own.
const test = base.extend<object, { adminEmail: string }>({
  adminEmail: ['menu-admin@arcana.test', { scope: 'worker' }],
});

// The product’s menu (docs/product.md#screens), in order. Prefixes, because badges add counts to some link texts.
const MEMBER_MENU = [
  /^Start Reading/,
  /^Bonus Readings/,
  /^My Readings/,
  /^Insights/,
  /^Shared Readings/,
  /^View Decks/,
  /^Get More Gems/,
  /^Profile/,
  /^Messages/,
  /^Settings/,
  /^Logout/,
];

test('a member sees the menu items in order, without Admin', async ({ page, signUp }) => {
  await signUp();
  // Admin would be added once the server says who is an admin: let every request settle,
  // or the absence of Admin proves nothing.
  await page.goto('/app/main/reading', { waitUntil: 'networkidle' });
  await expect(mainMenu(page)).toBeVisible();
  await expect(mainMenu(page).getByRole('link')).toHaveText(MEMBER_MENU);
});

test('an admin also sees Admin, at the end of the menu', async ({ page, signUp, adminEmail }) => {
  await signUp({ email: adminEmail });
  await expect(mainMenu(page).getByRole('link')).toHaveText([...MEMBER_MENU, /^Admin/]);
});
