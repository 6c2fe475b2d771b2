import { expect, pathIs, test } from './fixtures.ts';

test('a signed-out visitor of /animate is asked to sign in, with a link to it', async ({ page }) => {
  await page.goto('/animate');
  await expect(page.getByRole('heading', { name: 'Sign in to see your cards' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/login'));
});

test('a signed-in user sees the cards of the active reading turned over, full screen, and Escape goes to the reading', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/animate');
  await expect(page.getByRole('heading', { name: 'No reading to reveal' })).toBeVisible();
  await page.getByRole('link', { name: 'Start a reading' }).click();

  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  for (const card of [3, 30, 60]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  // The result page turns its cards over one by one too: wait until every name shows.
  await expect(page.getByText('Still face down')).toHaveCount(0);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const names = await page.getByRole('list', { name: 'Your cards' }).locator('.answer-card-name').allTextContents();

  await page.goto('/animate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const cards = page.getByRole('list', { name: 'Your cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const [index, position] of ['Past', 'Present', 'Future'].entries()) {
    await expect(cards.nth(index).locator('.animate-position')).toContainText(position);
    // The result page writes "Reversed" after the name; here it reads "…, reversed".
    const name = names[index]!.replace(/Reversed$/, '').trim();
    await expect(cards.nth(index).locator('.animate-name')).toContainText(name);
  }
  // Full screen: the stage covers the whole window.
  const stage = await page.locator('.animate-stage').boundingBox();
  expect(stage).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(pathIs('/app/main/reading/result/active/-1'));
});
