import { expect, pathIs, test } from './fixtures.ts';

const QUESTION = 'Where should I put my energy this week?';

test('a visitor without an account tries a three-card reading and follows the call to sign up', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Try a reading' }).click();
  await expect(page).toHaveURL(pathIs('/trdng'));
  await expect(page.getByRole('heading', { level: 1, name: 'Try a reading' })).toBeVisible();

  await page.getByText('Specific question', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(QUESTION);
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Draw my cards' }).click();

  // The cards are dealt face down and turned over; then the builtin's title, summary and answers are there.
  await expect(page.getByText(`“${QUESTION}”`, { exact: true })).toBeVisible();
  const answers = page.getByRole('list', { name: 'Your cards' }).getByRole('listitem');
  await expect(answers).toHaveCount(3);
  await expect(page.getByText('Still face down')).toHaveCount(0);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toHaveText('Your cards are drawn');
  await expect(title).toHaveText(/\w{3,}/);
  for (const [index, position] of ['Past', 'Present', 'Future'].entries()) {
    await expect(answers.nth(index)).toContainText(position);
    await expect(answers.nth(index).getByRole('heading')).toHaveText(/\w{3,}/);
    await expect(answers.nth(index).locator('.answer-text')).toHaveText(/\w{3,}/);
  }
  await expect(page.getByRole('figure', { name: 'The spread' }).getByRole('img')).toHaveCount(3);

  await page.getByRole('link', { name: 'Create your free account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('mode') === 'signup');
  await expect(page.getByRole('button', { name: 'Create account', exact: true })).toBeVisible();
});

test('past the limit a visitor is told how long to wait, and offered to sign up', async ({ page }) => {
  await page.goto('/trdng');
  await page.getByText('One card', { exact: true }).click();
  const draw = page.getByRole('button', { name: 'Draw my cards' });
  const again = page.getByRole('button', { name: 'Draw another reading' });
  // The limit is 5 per 10 minutes per client address (server/routes/try-reading/routes.ts); this test is one address.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await draw.click();
    await again.click();
  }
  await draw.click();
  await expect(page.getByText(/^You’ve tried a few readings already — try again in \d+ minutes?, or sign up/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
