import { readFile } from 'node:fs/promises';
import { expect, pathIs, test } from './fixtures.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('the active reading’s image opens from the result page and downloads as a PNG', async ({ page, signUp }) => {
  await signUp();

  // Before any reading there is nothing to picture.
  await page.goto('/app/main/reading/image');
  await expect(page.getByRole('heading', { name: 'No reading to picture' })).toBeVisible();
  await page.getByRole('link', { name: 'Start a reading' }).click();

  // A three-card reading.
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const card of [3, 33, 66]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

  // From the result page to the image, which the browser has drawn.
  await page.getByRole('link', { name: 'Image of this reading' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/image'));
  const image = page.getByRole('img', { name: `The spread of ${title}: its cards, their positions and the date` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1200);

  // Download it: a real PNG, big enough to read, small enough to share.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PNG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^arcana-reading-\d{4}-\d{2}-\d{2}\.png$/);
  const png = await readFile(await download.path());
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(width).toBeGreaterThanOrEqual(600);
  expect(height).toBeGreaterThanOrEqual(315);
  expect(png.length).toBeGreaterThan(10_000);
  expect(png.length).toBeLessThan(5_000_000);

  // The page at its own address shows it too, and leads back to the reading.
  await page.goto('/app/main/reading/image');
  await expect(image).toBeVisible();
  await page.getByRole('link', { name: 'Back to your reading' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/result/active/-1'));
});
