import type { Locator, Page } from '@playwright/test';
import { test as base, expect, mainMenu } from './fixtures.ts';
import { signedInAdminApi } from './admin-api.ts';

interface MessageFixtures {
  /** Sends a message to every user, as an admin does (the admin pages come later: through the admin call). */
  broadcast: (message: { title: string; body: string }) => Promise<void>;
}

const test = base.extend<MessageFixtures, { adminEmail: string }>({
  // An admin of its own: another journey signs up with the shared admin address on its worker's server, and an
  // address signs up only once. A different worker fixture also gives this file a server of its own.
  adminEmail: ['messages-admin@arcana.test', { scope: 'worker' }],

  broadcast: async ({ playwright, server, adminEmail, extraHTTPHeaders }, use) => {
    const api = await signedInAdminApi({ playwright, server, adminEmail, extraHTTPHeaders });
    await use(async (message) => {
      const response = await api.post('/v1/admin/messages/broadcast', { data: message });
      expect(response.status(), await response.text()).toBe(200);
    });
    await api.dispose();
  },
});

/** The Messages link's unread badge (absent when nothing is unread). */
const unreadBadge = (page: Page): Locator => mainMenu(page).locator('.menu-badge', { hasText: 'unread' });

/** The tab coming back into view, which is when the app asks for the unread count again. */
const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test('a new user is welcomed, gets a broadcast, and reading both clears the badge', async ({ page, signUp, broadcast }) => {
  await signUp();
  await expect(unreadBadge(page)).toHaveText('1 unread');

  await broadcast({ title: 'The Moonlit deck is here', body: 'A new deck joins the collection tonight.' });
  await returnToTab(page);
  await expect(unreadBadge(page)).toHaveText('2 unread');

  await mainMenu(page).getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const news = page.getByRole('button', { name: /^The Moonlit deck is here \(unread\)/ });
  const welcome = page.getByRole('button', { name: /^Welcome to Arcana \(unread\)/ });
  await expect(news).toBeVisible();
  await expect(welcome).toBeVisible();

  await news.click();
  await expect(page.getByText('A new deck joins the collection tonight.')).toBeVisible();
  await expect(unreadBadge(page)).toHaveText('1 unread');

  await welcome.click();
  await expect(page.getByText(/Gems pay for readings/)).toBeVisible();
  await expect(unreadBadge(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /\(unread\)/ })).toHaveCount(0);

  // The server agrees: a fresh load shows both messages read and no badge.
  await page.reload();
  await expect(page.getByRole('button', { name: /^The Moonlit deck is here/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /\(unread\)/ })).toHaveCount(0);
  await expect(unreadBadge(page)).toHaveCount(0);
});
