import type { APIRequestContext, Page } from '@playwright/test';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { endpointUrl } from '#common/api/endpoint.ts';
import { deleteActiveReading, getActiveReading, getCommitment, saveReading, startReading, type Reading } from '#common/api/readings.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import { grantGemsAs, signedInAdminApi } from './admin-api.ts';
import { axeFindings, sidewaysOverflow } from './axe-audit.ts';
import { test as base, expect, mainMenu } from './fixtures.ts';

/** The journal the issue asks the page to be tried on. */
const READINGS = 40;

interface GrantFixtures {
  /** Gives a member gems as an admin does, from the admin's own session. */
  grantGems: (email: string, amount: number) => Promise<void>;
}

const test = base.extend<GrantFixtures, { adminEmail: string }>({
  // An admin of its own: an address signs up only once per server, and other journeys sign up the shared one.
  adminEmail: ['insights-admin@arcana.test', { scope: 'worker' }],

  grantGems: async ({ playwright, server, adminEmail, extraHTTPHeaders }, use) => {
    const api = await signedInAdminApi({ playwright, server, adminEmail, extraHTTPHeaders });
    await use((email, amount) => grantGemsAs(api, email, amount, 'Insights journey'));
    await api.dispose();
  },
});

/**
 * Draws, waits for and saves a one-card reading through the API as the page's own session, then discards it as the
 * active reading (the saved copy stays): what the reading form, draw and result pages do, forty times over in seconds.
 */
async function saveOneCardReading(request: APIRequestContext, headers: Record<string, string>, position: number): Promise<Reading> {
  const commitment = await (await request.get(getCommitment.path, { headers })).json();
  const started = await request.post(endpointUrl(startReading, { kind: 'reading' }), {
    headers,
    data: { general: true, cards: 1, deckId: 1, selectedCards: [position], spreadTypeName: 'SINGLE', shuffleId: commitment.shuffleId },
  });
  expect(started.status(), await started.text()).toBe(200);
  let reading: Reading | null = null;
  await expect
    .poll(async () => {
      reading = (await (await request.get(getActiveReading.path, { headers })).json()) as Reading | null;
      return reading?.status;
    })
    .toBe('ACTIVE');
  expect((await request.get(saveReading.path, { headers })).status()).toBe(200);
  expect((await request.get(endpointUrl(deleteActiveReading), { headers })).status()).toBe(200);
  return reading!;
}

/** The card drawn most often over `readings`, and how often (the first met, when several share the count). */
function mostDrawn(readings: readonly Reading[]): { name: string; count: number } {
  const counts = new Map<string, number>();
  for (const reading of readings) {
    for (const answer of reading.spread.awnsers) {
      const name = parseDeckCardId(answer.cardId)?.card.name ?? answer.cardId;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const [name, count] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return { name, count };
}

/** The rows of the "Cards that come up most" table, opened from its "Show as a table". */
async function mostDrawnRows(page: Page): Promise<string[][]> {
  const section = page.getByRole('region', { name: 'Cards that come up most' });
  await section.getByText('Show as a table').click();
  const rows = section.getByRole('table').locator('tbody tr');
  return rows.evaluateAll((found) => found.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')));
}

test('the insights page over forty readings names the most drawn card, with each chart’s numbers as a table, axe-clean in light and dark at 375 and 1280 px', async ({
  page,
  signUp,
  grantGems,
  server,
}) => {
  test.setTimeout(240_000);
  const member = await signUp();
  await grantGems(member.email, 200);
  const headers = { origin: server.baseURL, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };
  const readings: Reading[] = [];
  for (let index = 0; index < READINGS; index += 1) readings.push(await saveOneCardReading(page.request, headers, (index * 11) % 78));

  await page.goto('/app/main/readings');
  await page.getByRole('link', { name: 'Insights' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Cards that come up most' });
  await expect(section).toContainText(`Out of ${READINGS} cards drawn in ${READINGS} readings`);
  await expect(section.getByRole('img', { name: /most drawn cards/ })).toBeVisible();

  // The table holds the chart's numbers: the most drawn card first, with its count, against 40 / 78 by chance.
  const top = mostDrawn(readings);
  const rows = await mostDrawnRows(page);
  expect(rows[0]![1]).toBe(String(top.count));
  expect(rows.filter((row) => row[1] === String(top.count)).map((row) => row[0])).toContain(top.name);
  expect(rows[0]![2]).toBe('0.5');

  const findings = await axeFindings(page, 'insights, light, 1280 px');
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await sidewaysOverflow(page)).toBe(0);
  findings.push(...(await axeFindings(page, 'insights, light, 375 px')));
  await page.emulateMedia({ colorScheme: 'dark' });
  findings.push(...(await axeFindings(page, 'insights, dark, 375 px')));
  await page.setViewportSize({ width: 1280, height: 800 });
  findings.push(...(await axeFindings(page, 'insights, dark, 1280 px')));
  expect(findings, findings.join('\n')).toEqual([]);

  // The menu leads here too.
  await mainMenu(page).getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
});
