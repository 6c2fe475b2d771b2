import { expect, mainMenu, pathIs, test } from './fixtures.ts';

test('a new member sells 3 gems for 3 coins, the header follows, and a reload keeps both', async ({ page, signUp }) => {
  await signUp();
  const headerGems = page.getByTestId('gem-count');
  await expect(headerGems).toHaveAccessibleName('36 gems');

  await mainMenu(page).getByRole('link', { name: 'Get More Gems' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/gems'));
  await expect(page.getByRole('heading', { name: 'Get More Gems', level: 1 })).toBeVisible();
  const coins = page.getByTestId('balance-coins');
  await expect(coins).toHaveText('0');
  // A new member starts full.
  const ring = page.getByRole('progressbar', { name: 'Next gem' });
  await expect(ring).toHaveAttribute('aria-valuetext', 'Full — gems stop refilling at 36');

  const sellForm = page.getByRole('form', { name: 'Sell gems' });
  await sellForm.getByRole('spinbutton', { name: 'Gems to sell' }).fill('3');
  await expect(sellForm).toContainText('You get 3 coins.');
  await sellForm.getByRole('button', { name: 'Sell', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell 3 gems for 3 coins?' });
  await expect(dialog).toContainText('You will have 33 of 36 gems and 3 coins.');
  const sold = page.waitForResponse((response) => response.url().includes('/v1/points/sellGems?gemsToSell=3') && response.ok());
  await dialog.getByRole('button', { name: 'Sell 3 gems' }).click();
  await sold;

  await expect(page.getByText('Sold 3 gems for 3 coins.')).toBeVisible();
  await expect(coins).toHaveText('3');
  await expect(headerGems).toHaveAccessibleName('33 gems');
  // No longer full, the gems start refilling.
  await expect(ring).toHaveAttribute('aria-valuetext', /^Next gem in (19|20) min$/);

  await page.reload();
  await expect(coins).toHaveText('3');
  await expect(headerGems).toHaveAccessibleName('33 gems');
});

test('starting a reading with too few gems shows the server’s own sentence on the draw page', async ({ page, signUp }) => {
  await signUp();
  const headerGems = page.getByTestId('gem-count');
  await expect(headerGems).toHaveAccessibleName('36 gems');

  // Set up a three-card reading and pick its cards while the gems still cover it.
  await page.goto('/app/main/reading');
  await page.getByText('General reading', { exact: true }).click();
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  for (const card of [5, 30, 66]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();

  // Meanwhile the gems are spent in another tab: 34 sold, 2 left.
  const elsewhere = await page.context().newPage();
  await elsewhere.goto('/app/main/gems');
  const sellForm = elsewhere.getByRole('form', { name: 'Sell gems' });
  await sellForm.getByRole('spinbutton', { name: 'Gems to sell' }).fill('34');
  await sellForm.getByRole('button', { name: 'Sell', exact: true }).click();
  await elsewhere.getByRole('dialog', { name: 'Sell 34 gems for 34 coins?' }).getByRole('button', { name: 'Sell 34 gems' }).click();
  await expect(elsewhere.getByText('Sold 34 gems for 34 coins.')).toBeVisible();
  await elsewhere.close();

  // The reveal is refused in the server's words, on the draw page, with the picks kept and no generic Error dialog.
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Not enough gems: this reading costs \d+ and you have 2\.$/);
  await expect(page.getByRole('dialog', { name: 'Error' })).toBeHidden();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await expect(page.getByRole('button', { name: 'Reveal my reading' })).toBeEnabled();
});
