import type { Locator, Page } from '@playwright/test';
import { axeFindings, sidewaysOverflow } from './axe-audit.ts';
import { test as base, expect } from './fixtures.ts';

// An admin of its own: the admin and menu journeys sign up with the shared admin address, and an address signs up only
// once on a worker's server. A different worker fixture also gives this file a server of its own.
const test = base.extend<object, { adminEmail: string }>({
  adminEmail: ['phone-admin@arcana.test', { scope: 'worker' }],
});

/** The admin screens, each with the table that says its data has arrived (the admin page's widest: the bonus readings). */
const ADMIN_SCREENS: readonly { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/app/main/admin', ready: (page) => page.getByRole('table', { name: 'Bonus reading templates' }) },
  { path: '/app/main/queue/dashboard', ready: (page) => page.getByRole('region', { name: 'Recent failures' }) },
  { path: '/app/main/cache/dashboard', ready: (page) => page.getByRole('table').first() },
];

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

test('the admin screens fit a 375 px phone without scrolling sideways and pass axe light and dark, on a phone and a desktop', async ({ page, signUp, adminEmail }) => {
  test.setTimeout(240_000);
  await signUp({ email: adminEmail });
  const findings: string[] = [];
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const { path, ready } of ADMIN_SCREENS) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expect(page.locator('.placeholder-glow')).toHaveCount(0);
      expect(await sidewaysOverflow(page), `${path} at ${viewport.width} px scrolls sideways`).toBe(0);
      findings.push(...(await axeFindings(page, `${path} at ${viewport.width} px`)));
    }
  }
  expect(findings, `axe findings:\n${findings.join('\n')}`).toEqual([]);
});

test('on a phone the deck details’ sample row scrolls sideways from the keyboard, and the page passes axe light and dark', async ({ page, signUp }) => {
  await signUp();
  await page.setViewportSize(PHONE);
  await page.goto('/app/main/decks/1/details');
  const row = page.getByRole('list', { name: /^Sample cards/ });
  await expect(row.getByRole('listitem')).toHaveCount(6);
  expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth), 'the row is wider than a phone').toBe(true);

  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await axeFindings(page, 'deck details at 375 px')).toEqual([]);
});
