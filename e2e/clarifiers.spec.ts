import type { Page } from '@playwright/test';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { expect, pathIs, test } from './fixtures.ts';

const FOLLOW_UP = 'What will help me most with this?';

/** The header's gem count, as a number. */
async function headerGems(page: Page): Promise<number> {
  const name = (await page.getByTestId('gem-count').getAttribute('aria-label')) ?? '';
  return Number.parseInt(name, 10);
}

test('a clarifier on the second card appears under it with its own card, and the header counts its price', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/reading');
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const card of [3, 33, 63]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  const answers = page.getByRole('list', { name: 'Your cards' }).getByRole('listitem').filter({ has: page.locator('.answer-head') });
  await expect(answers).toHaveCount(3);
  const second = answers.nth(1);
  // The cards turn over one by one after the reading arrives; the name is read once this one has.
  await expect(second.locator('.answer-card-name')).not.toContainText('Still face down');
  const secondCard = (await second.locator('.answer-card-name').textContent())?.replace('Reversed', '').trim() ?? '';
  expect(secondCard).not.toBe('');

  // Ask about the second card: the draw page names it and shows the price the server will charge.
  await second.getByRole('link', { name: `Ask a clarifier about ${secondCard}` }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/clarifier/draw'));
  await expect(page.getByRole('heading', { name: 'Ask a clarifier' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your clarifier' })).toContainText(secondCard);
  const priceText = await page.locator('.clarifier-price .gem-price').textContent();
  const price = Number.parseInt(priceText?.trim() ?? '', 10);
  expect(price).toBeGreaterThan(0);
  const before = await headerGems(page);
  await page.getByRole('textbox', { name: 'Your follow-up question' }).fill(FOLLOW_UP);
  await expect(page.getByText('Pick 1 card')).toBeVisible();
  await page.getByRole('button', { name: 'Card at position 50 of 78, face down' }).click();
  // The builtin model may finish before the result page loads. Until the page has opened the clarifier's own event
  // stream, every copy of the reading it fetches shows the clarifier still queued, so it always has one to follow and
  // must learn it was written from that stream (which the server ends with ACTIVE), not from a fetch.
  const streams: { url: string; body: string }[] = [];
  await page.route('**/v1/reading/events/**', async (route) => {
    // Fetched outside the page, so it carries the app's header, as the app's own fetches do, to prove where it comes from.
    const response = await route.fetch({ headers: { ...route.request().headers(), [APP_REQUEST_HEADER]: APP_REQUEST_VALUE } });
    const body = await response.text();
    streams.push({ url: route.request().url(), body });
    await route.fulfill({ response, body });
  });
  await page.route('**/v1/reading/get_reading/**', async (route) => {
    const response = await route.fetch();
    const reading = (await response.json()) as { clarifiers: { status: string; summary?: string; awnsers: { text?: string }[] }[] };
    if (streams.length > 0) return route.fulfill({ response, json: reading });
    const queued = reading.clarifiers.map(({ summary: _summary, ...clarifier }) => ({
      ...clarifier,
      status: 'QUEUED',
      awnsers: clarifier.awnsers.map(({ text: _text, ...answer }) => answer),
    }));
    return route.fulfill({ response, json: { ...reading, clarifiers: queued } });
  });
  await page.getByRole('button', { name: 'Reveal my clarifier' }).click();

  // Back on the reading at the second card: the clarifier is written under it, face up, with its card's art.
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/1\/3$/);
  const readingId = new URL(page.url()).pathname.split('/')[5]!;
  await expect.poll(() => streams.length).toBe(1);
  expect(streams[0]!.url).not.toContain(readingId);
  expect(streams[0]!.body).toMatch(/data: \{"status":"ACTIVE"\}\s*$/);
  const clarifiers = second.getByRole('list', { name: `Clarifiers of ${secondCard}` });
  const clarifier = clarifiers.getByRole('listitem').first();
  await expect(clarifier).toContainText(`“${FOLLOW_UP}”`);
  await expect(clarifier.locator('.clarifier-card .answer-text')).toHaveText(/\w{3,}/);
  await expect(clarifier.getByRole('img')).toHaveCount(1);
  await expect(clarifier).toBeFocused();
  await expect(page.getByTestId('gem-count')).toHaveAccessibleName(`${before - price} gems`);
  // The other cards have no clarifier.
  await expect(answers.nth(0).locator('.clarifier')).toHaveCount(0);
  await expect(answers.nth(2).locator('.clarifier')).toHaveCount(0);

  // The next clarifier costs more.
  await answers.nth(2).getByRole('link', { name: /^Ask a clarifier/ }).click();
  const nextPrice = Number.parseInt((await page.locator('.clarifier-price .gem-price').textContent())?.trim() ?? '', 10);
  expect(nextPrice).toBeGreaterThan(price);
});
