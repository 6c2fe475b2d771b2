import type { Page } from '@playwright/test';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { claimDailyGift } from '#common/api/daily-gift.ts';
import { axeFindings } from './axe-audit.ts';
import { expect, test } from './fixtures.ts';

const pageFitsItsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

// docs/product.md#daily-gift and #get-more-gems: a server with no offer-wall keys (the default) shows no walls at all,
// and still offers a way to earn that needs no third party: the daily gift, once a server day.
test('a default install hides the unconfigured offer walls and offers a daily gift that pays once a day', async ({ page, signUp, baseURL }) => {
  test.setTimeout(120_000);
  await signUp();
  const findings: string[] = [];

  // A phone first.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/app/main/gems');
  const gift = page.getByRole('region', { name: 'Daily gift' });
  await expect(gift).toContainText('Day 1 of a new streak.');
  await expect(gift).toContainText('Today’s gift: 1 extra gem and 10 coins.');
  // Nothing the operator has not configured: no walls, no "Unavailable", no section for them.
  await expect(page.getByRole('region', { name: 'Earn extra gems' })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(/Not offered on this Arcana|Unavailable/)).toHaveCount(0);
  expect(await pageFitsItsWidth(page)).toBe(true);
  findings.push(...(await axeFindings(page, 'gems, gift waiting, 375 px')));

  await gift.getByRole('button', { name: 'Claim today’s gift' }).click();
  await expect(gift.getByRole('status')).toHaveText('Claimed today: 1 extra gem and 10 coins.');
  await expect(gift.getByRole('button', { name: 'Claim today’s gift' })).toHaveCount(0);
  await expect(gift).toContainText(/Your next gift, 2 extra gems and 10 coins if you come back tomorrow, is ready in \d+ (h|min)/);
  await expect(page.getByRole('img', { name: '1 extra gems' })).toBeVisible();
  await expect(page.getByTestId('balance-extra')).toHaveText('1');
  await expect(page.getByTestId('balance-coins')).toHaveText('10');
  expect(await pageFitsItsWidth(page)).toBe(true);

  // Claiming again the same day, as a second tab or a replayed request would, changes nothing.
  const again = await page.request.post(`${baseURL}${claimDailyGift.path}`, { headers: { origin: baseURL!, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE } });
  expect(again.status(), await again.text()).toBe(200);
  expect(await again.json()).toMatchObject({ claimed: false, points: { extraPoints: 1, coins: 10 } });

  // A desktop, after a reload: still claimed, the balances as the server holds them.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(gift.getByRole('status')).toHaveText('Claimed today: 1 extra gem and 10 coins.');
  await expect(page.getByTestId('balance-extra')).toHaveText('1');
  await expect(page.getByTestId('balance-coins')).toHaveText('10');
  await expect(gift.getByRole('button', { name: 'Claim today’s gift' })).toHaveCount(0);
  findings.push(...(await axeFindings(page, 'gems, gift claimed, 1280 px')));

  expect(findings, findings.join('\n')).toEqual([]);
});
