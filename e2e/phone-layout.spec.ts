import type { Locator } from '@playwright/test';
import { expect, pathIs, test } from './fixtures.ts';

// A common phone: 375 px wide.
test.use({ viewport: { width: 375, height: 740 } });

/** Whether the element's text fits its box: nothing is cut off or ellipsised. */
const fitsItsBox = (element: Locator) => element.evaluate((node) => node.scrollWidth <= node.clientWidth);

/** Scrolls `card` into view and checks the sticky bar sits clear of it, above or below. */
async function expectClearOf(card: Locator, bar: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  const cardBox = await card.boundingBox();
  const barBox = await bar.boundingBox();
  if (cardBox === null || barBox === null) throw new Error('The card or the Reveal bar is not laid out');
  const clear = cardBox.y + cardBox.height <= barBox.y || barBox.y + barBox.height <= cardBox.y;
  expect(clear, `${await card.getAttribute('aria-label')} is under the Reveal bar`).toBe(true);
}

test('on a phone the draw page shows its whole title, keeps the Reveal bar off the cards and names picks by position; card names show whole', async ({
  page,
  signUp,
}) => {
  await signUp();
  await page.goto('/app/main/reading');
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));

  // The titles wrap if they must; they are never cut short, in the page or in the header.
  const heading = page.getByRole('heading', { level: 1, name: 'Draw your cards' });
  await expect(heading).toBeVisible();
  expect(await fitsItsBox(heading)).toBe(true);
  const headerTitle = page.getByRole('banner').locator('.app-title');
  expect(await headerTitle.evaluate((node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight)).toBe(true);

  // Three picks, the last from the deck's last row, each named by its order and place.
  const reveal = page.getByRole('button', { name: 'Reveal my reading' });
  const bar = reveal.locator('..');
  for (const position of [7, 40, 78]) {
    const card = page.getByRole('button', { name: `Card at position ${position} of 78, face down` });
    await expectClearOf(card, bar);
    await card.click();
  }
  const picked = ['First card: position 7 of 78', 'Second card: position 40 of 78', 'Third card: position 78 of 78'];
  for (const name of picked) {
    const card = page.getByRole('button', { name, exact: true });
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expectClearOf(card, bar);
  }
  await expect(reveal).toBeEnabled();

  // The deck's cards page shows long names whole.
  await page.goto('/app/main/decks/1/cards');
  const caption = page.getByRole('list', { name: 'Cards' }).getByText('Queen of Pentacles', { exact: true });
  await caption.scrollIntoViewIfNeeded();
  await expect(caption).toBeVisible();
  expect(await fitsItsBox(caption)).toBe(true);
});
