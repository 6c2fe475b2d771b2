import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { expect, mainMenu, pathIs, test } from './fixtures.ts';

const YEAR_AHEAD = ['Spring', 'Summer', 'Autumn', 'Winter', "The year's lesson"];

test('a bonus reading opened from the menu’s badge is drawn, written in its own positions and charged its flat cost', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/reading');
  const gems = page.getByTestId('gem-count');
  await expect(gems).toHaveAccessibleName(`${DEFAULT_MAX_POINTS} gems`);

  // The menu's badge counts the four bonus readings on offer.
  const bonusLink = mainMenu(page).getByRole('link', { name: 'Bonus Readings' });
  await expect(bonusLink).toHaveAccessibleDescription('4 available');
  await bonusLink.click();
  await expect(page).toHaveURL(pathIs('/app/main/bonus'));
  const yearAhead = page.getByRole('article', { name: 'Year Ahead' });
  await expect(yearAhead).toContainText('5 cards');
  await expect(yearAhead).toContainText('6 gems');
  await yearAhead.getByRole('link', { name: 'Start Year Ahead' }).click();

  // Its page shows the spread and the flat price; a general reading needs no question.
  await expect(page.getByRole('heading', { level: 1, name: 'Year Ahead' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'The spread' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('6 gems');
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // Draw the template's five cards.
  await expect(page).toHaveURL(pathIs('/app/main/bonus/draw'));
  await expect(page.getByText('Pick 5 cards')).toBeVisible();
  for (const card of [3, 19, 38, 52, 77]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();

  // The written reading names the template's positions, and the header has spent the flat cost.
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  const answers = page.getByRole('list', { name: 'Your cards' }).getByRole('listitem');
  await expect(answers).toHaveCount(YEAR_AHEAD.length);
  for (const [index, position] of YEAR_AHEAD.entries()) {
    await expect(answers.nth(index)).toContainText(position);
    await expect(answers.nth(index).locator('.answer-text')).toHaveText(/\w{3,}/);
  }
  await expect(gems).toHaveAccessibleName(`${DEFAULT_MAX_POINTS - 6} gems`);
});
