import { endpointUrl } from '#common/api/endpoint.ts';
import { getJournalPage } from '#common/api/journal.ts';
import { getReading } from '#common/api/readings.ts';
import { expect, mainMenu, pathIs, test } from './fixtures.ts';

const QUESTION = 'What should I focus on this spring?';

test('a new user gets a three-card reading, saves it, finds it in My Readings and discards it', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/reading');
  const firstMenuItem = mainMenu(page).getByRole('link').first();
  await expect(firstMenuItem).toHaveText(/^Start Reading/);

  // Set up: a specific question, laid out past-present-future.
  await page.getByText('Specific question', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(QUESTION);
  await page.getByText('Past, present, future', { exact: true }).click();
  await expect(page.getByLabel(/Past, present, future/)).toBeChecked();
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('This reading costs');
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // Draw three cards from the face-down deck.
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await expect(page.getByText('Pick 3 cards')).toBeVisible();
  await expect(page.getByText('Each card has a 1 in 78 chance.')).toBeVisible();
  for (const card of [7, 23, 61]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();

  // The reading arrives: a title and three answers.
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
  const save = page.getByRole('button', { name: 'Save to My Readings' });
  await expect(save).toBeEnabled();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  expect(title).not.toBe('Your reading');
  await expect(page.getByText(`“${QUESTION}”`, { exact: true })).toBeVisible();
  const answers = page.getByRole('list', { name: 'Your cards' }).getByRole('listitem');
  await expect(answers).toHaveCount(3);
  for (const [index, position] of ['Past', 'Present', 'Future'].entries()) {
    await expect(answers.nth(index)).toContainText(position);
    await expect(answers.nth(index).locator('.answer-text')).toHaveText(/\w{3,}/);
  }
  await expect(firstMenuItem).toHaveText(/^View Reading/);

  // The draw can be checked against the commitment shown before the pick.
  await page.getByText('Verify this draw').click();
  await expect(page.getByText('This draw checks out.')).toBeVisible();

  // Save it and find it in My Readings.
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to My Readings' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/readings'));
  await expect(page.getByRole('article', { name: title }).getByRole('heading', { name: title })).toBeVisible();
  await expect(firstMenuItem).toHaveText(/^View Reading/);

  // Close the saved active reading: the menu offers a new one again, and the saved copy stays.
  await firstMenuItem.click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/result/active/-1'));
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close reading' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await expect(firstMenuItem).toHaveText(/^Start Reading/);
  await expect(page.getByRole('form', { name: 'New reading' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Opening it while a new, unsaved reading is active shows it read-only and leaves the active one as it is; continuing
  // it says why not, in the server's words, and offers the way out.
  await firstMenuItem.click();
  await page.getByText('Specific question', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill('What is waiting for me this summer?');
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const card of [3, 40, 70]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await page.getByRole('article', { name: title }).getByRole('link', { name: `Open ${title}` }).click();
  await expect(page).toHaveURL(/\/app\/main\/journal\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ask a clarifier/ })).toHaveCount(0);
  await mainMenu(page).getByRole('link', { name: /^View Reading/ }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  await page.goBack();
  await page.getByRole('button', { name: 'Continue this reading' }).click();
  const blocked = page.getByRole('dialog', { name: 'Another reading is open' });
  await expect(blocked).toContainText('Save or discard your current reading before opening another.');
  await expect(page.getByRole('dialog', { name: 'Error' })).toBeHidden();
  await blocked.getByRole('button', { name: 'Discard it and open this one' }).click();
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a reading link opens at its card, and no decrypted title is kept in the browser in the clear, nor after sign-out', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/reading');
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const card of [4, 40, 70]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  const save = page.getByRole('button', { name: 'Save to My Readings' });
  await expect(save).toBeEnabled();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const readingId = new URL(page.url()).pathname.split('/')[5] ?? '';
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to My Readings' })).toBeVisible();

  // A link to the third card opens the reading there.
  await page.goto(`/app/main/reading/result/${readingId}/2`);
  const answers = page.getByRole('list', { name: 'Your cards' }).getByRole('listitem');
  await expect(answers.nth(2)).toBeFocused();
  await expect(answers.nth(2)).toHaveAttribute('aria-current', 'true');
  // Choosing the first card of the spread moves there and says so in the URL.
  await page.getByRole('figure', { name: 'The spread' }).getByRole('button').first().click();
  await expect(page).toHaveURL(pathIs(`/app/main/reading/result/${readingId}/0/3`));
  await expect(answers.nth(0)).toBeFocused();

  // My Readings lists it from the journal's pages, which are never cached: none of it lands in localStorage, and
  // Cache Storage holds the reading the result page loaded only sealed.
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const storedText = () => page.evaluate(() => Object.entries(localStorage).flat().join('\n'));
  expect(await storedText()).not.toContain(title);
  const cachedEntries = () =>
    page.evaluate(async () => {
      const entries: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith('arcana-responses')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) entries.push(`${request.url} ${await (await cache.match(request))?.text()}`);
      }
      return entries;
    });
  const readingPath = endpointUrl(getReading, { id: readingId });
  await expect.poll(async () => (await cachedEntries()).some((entry) => entry.includes(`/sealed/`) && entry.includes(readingPath))).toBe(true);
  expect((await cachedEntries()).join('\n')).not.toContain(title);
  expect((await cachedEntries()).join('\n')).not.toContain(getJournalPage.path);

  await mainMenu(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/app\/main/);
  expect(await storedText()).not.toContain(title);
  expect(await storedText()).not.toContain('get_reading');
  expect(await cachedEntries()).toEqual([]);
});
