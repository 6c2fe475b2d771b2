import { recordCspViolations, violationsOf } from './csp-violations.ts';
import { expect, pathIs, test } from './fixtures.ts';

test('a shared reading opens for a signed-out visitor, counts the view, and its link dies once deleted', async ({ page, signUp, browser, baseURL, extraHTTPHeaders }) => {
  await signUp();

  // A one-card reading, written.
  await page.getByText('One card', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Card at position 21 of 78, face down' }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const answer = (await page.locator('.answer-text').first().textContent())?.trim() ?? '';
  expect(answer).not.toBe('');

  // Share it for seven days.
  await page.getByRole('button', { name: 'Share this reading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this reading' });
  await expect(dialog).toContainText('Anyone with the link can see this reading’s question, cards and answers.');
  await dialog.getByText('7 days', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  const { pathname } = new URL(link);
  expect(pathname).toMatch(/^\/shared_reading\/[^/]+\/[^/]+$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Someone without an account opens the link in a browser of their own.
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  // A context of the test's own, which the fixture's recorder does not hear: the share page keeps the policy too.
  const visitorCsp = await recordCspViolations(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Shared reading', { exact: true })).toBeVisible();
  await expect(visitor.getByText(answer)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Save to My Readings' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Get your own reading' })).toHaveAttribute('href', '/trdng');

  // The owner sees the one view on Shared Readings, then stops sharing.
  await page.goto('/app/main/shared-readings');
  const row = page.getByRole('article', { name: title });
  await expect(row.getByText('1 view', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Expires in 7 days$/)).toBeVisible();
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Stop sharing this reading?' }).getByRole('button', { name: 'Delete link' }).click();
  await expect(page.getByRole('heading', { name: 'You haven’t shared any readings yet' })).toBeVisible();

  // The link now says, kindly, that the reading is not there, with no Error dialog.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This shared reading isn’t here' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByRole('dialog')).toBeHidden();
  expect(violationsOf(visitorCsp)).toEqual([]);
  await visitorContext.close();

  // Inside the app, the dead link goes to its own page.
  await page.goto(`/app/main${pathname}`);
  await expect(page).toHaveURL(pathIs('/app/main/shared-reading-not-found'));
  await expect(page.getByRole('heading', { name: 'This shared reading isn’t here' })).toBeVisible();
});
