import { expect, mainMenu, pathIs, test } from './fixtures.ts';

test('a member sees coins on the deck pages, gems elsewhere, and locks on the decks not yet unlocked', async ({ page, signUp }) => {
  await signUp();
  await expect(page.getByTestId('gem-count')).toBeVisible();
  await expect(page.getByTestId('coin-count')).toHaveCount(0);

  await mainMenu(page).getByRole('link', { name: 'View Decks' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/decks'));
  await expect(page.getByTestId('coin-count')).toHaveAccessibleName('0 coins');
  await expect(page.getByTestId('gem-count')).toHaveCount(0);

  const gilded = page.getByRole('article', { name: 'Gilded' });
  const celestial = page.getByRole('article', { name: 'Celestial' });
  await expect(gilded).toContainText('Free');
  await expect(gilded.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  await expect(celestial.getByRole('img', { name: 'Locked' })).toBeVisible();
  await expect(celestial).toContainText('100 coins');

  // Every card of a locked deck wears a lock, and a new member cannot afford it yet.
  await celestial.getByRole('link', { name: /^View cards/ }).click();
  await expect(page).toHaveURL(pathIs('/app/main/decks/2/cards'));
  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('img', { name: 'Locked' })).toHaveCount(78);
  await expect(page.getByRole('button', { name: 'Unlock for 100 coins' })).toBeDisabled();
  await expect(page.getByText('You need 100 more coins.')).toBeVisible();
  await expect(page.getByTestId('coin-count')).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByTestId('gem-count')).toBeVisible();
  await expect(page.getByTestId('coin-count')).toHaveCount(0);
});

test('a member favorites a card of the free deck and finds it among the favorites', async ({ page, signUp }) => {
  await signUp();
  await mainMenu(page).getByRole('link', { name: 'View Decks' }).click();
  await page.getByRole('article', { name: 'Gilded' }).getByRole('link', { name: /^View cards/ }).click();
  await expect(page).toHaveURL(pathIs('/app/main/decks/1/cards'));
  const grid = page.getByRole('list', { name: 'Cards' });
  await expect(grid.getByRole('button')).toHaveCount(78);
  await expect(grid.getByRole('img', { name: 'Locked' })).toHaveCount(0);

  await grid.getByRole('button', { name: 'XVII, The Star', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'The Star' });
  await expect(dialog).toContainText('Aquarius');
  await dialog.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Favorites shows exactly that card, and still does after a reload: the server kept it.
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect(grid.getByRole('button')).toHaveCount(1);
  await expect(grid.getByRole('button')).toHaveAccessibleName('XVII, The Star');
  await page.reload();
  await expect(grid.getByRole('button')).toHaveCount(1);
  await expect(grid.getByRole('button')).toHaveAccessibleName('XVII, The Star');
});
