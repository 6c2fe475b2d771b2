import type { Page } from '@playwright/test';
import { axeFindings, sidewaysOverflow } from './axe-audit.ts';
import { expect, mainMenu, pathIs, test } from './fixtures.ts';

/** Starts and reveals a one-card reading from Start Reading, and waits for it to be written. */
async function oneCardReading(page: Page, card: number): Promise<string> {
  await page.getByText('One card', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

test('an old reading opens read-only in the journal while another is active, which stays untouched, on a phone and a desktop', async ({ page, signUp }) => {
  test.setTimeout(150_000);
  await signUp();
  await page.goto('/app/main/reading');

  // A saved reading, then a new one left active and unsaved.
  const saved = await oneCardReading(page, 9);
  await page.getByRole('button', { name: 'Save to My Readings' }).click();
  await page.getByRole('region', { name: 'Reading actions' }).getByRole('link', { name: 'New reading' }).click();
  const active = await oneCardReading(page, 33);

  // My Readings opens the saved one in the journal: as written, nothing to ask or save there.
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await page.getByRole('article', { name: saved }).getByRole('link', { name: `Open ${saved}` }).click();
  await expect(page).toHaveURL(/\/app\/main\/journal\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: saved })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue this reading' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ask a clarifier/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toHaveCount(0);
  const findings = await axeFindings(page, 'journal at 1280 px');
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await sidewaysOverflow(page)).toBe(0);
  findings.push(...(await axeFindings(page, 'journal at 375 px')));
  expect(findings, findings.join('\n')).toEqual([]);

  // The header's Back leads to My Readings; the active reading is still the unsaved one, as it was.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/readings'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await mainMenu(page).getByRole('link', { name: /^View Reading/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: active })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
});

test('a note on a saved reading is found by a word in it, and a check-in that has come due asks how it turned out and keeps the answer', async ({ page, signUp }) => {
  test.setTimeout(180_000);
  await signUp();
  await page.goto('/app/main/reading');
  await oneCardReading(page, 12);
  await page.getByRole('button', { name: 'Save to My Readings' }).click();
  await page.getByRole('region', { name: 'Reading actions' }).getByRole('link', { name: 'New reading' }).click();
  const noted = await oneCardReading(page, 40);
  await page.getByRole('button', { name: 'Save to My Readings' }).click();

  // Saving offers the check-in: in a week.
  await page.getByText('In 1 week', { exact: true }).click();
  await page.getByRole('button', { name: 'Set check-in' }).click();
  await expect(page.getByText(/^Check-in set for /)).toBeVisible();

  // The journal: a reflection in markdown-lite, moods and a tag.
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await page.getByRole('article', { name: noted }).getByRole('link', { name: `Open ${noted}` }).click();
  const journal = page.getByRole('region', { name: 'Your journal' });
  await journal.getByRole('button', { name: 'Write' }).click();
  await journal.getByLabel('Your reflection').fill('The *heron* by the river felt like patience.\n\n- wait\n- listen');
  await journal.getByRole('group', { name: 'Mood before the reading' }).getByText('Uneasy').click();
  await journal.getByRole('group', { name: 'Mood after the reading' }).getByText('Hopeful').click();
  await journal.getByLabel('Tags', { exact: true }).fill('river');
  await journal.getByLabel('Tags', { exact: true }).press('Enter');
  await journal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(journal.getByText('Saved', { exact: true })).toBeVisible();
  await expect(journal.locator('em', { hasText: 'heron' })).toBeVisible();
  await expect(journal.getByRole('listitem').filter({ hasText: 'listen' })).toBeVisible();

  // My Readings finds it by a word of the note, which the server never sees in the clear.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('searchbox', { name: 'Search your readings' }).fill('heron');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: noted })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('1 of 2 readings match.');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('combobox', { name: 'Mood' }).selectOption({ label: 'Hopeful' });
  await expect(page.getByRole('status')).toContainText('1 of 2 readings match.');
  const listFindings: string[] = [];
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      if (width === 375) expect(await sidewaysOverflow(page)).toBe(0);
      listFindings.push(...(await axeFindings(page, `My Readings filtered, ${scheme}, ${width} px`)));
    }
  }
  expect(listFindings, listFindings.join('\n')).toEqual([]);

  // Eight days on (the browser's clock: the server keeps its own), the reading asks how it turned out.
  await page.clock.install({ time: Date.now() + 8 * 24 * 60 * 60 * 1000 });
  await page.getByRole('article', { name: noted }).getByRole('link', { name: `Open ${noted}` }).click();
  const outcome = page.getByRole('region', { name: 'How did it turn out?' });
  await expect(outcome).toBeVisible();
  await outcome.getByLabel('In a few words').fill('I waited, and the answer came in March.');
  await outcome.getByText('It helped', { exact: true }).click();
  await outcome.getByRole('button', { name: 'Save how it turned out' }).click();
  const answered = page.getByRole('region', { name: 'How it turned out' });
  await expect(answered).toContainText('I waited, and the answer came in March.');
  await expect(answered).toContainText('It helped');

  const findings: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      if (width === 375) expect(await sidewaysOverflow(page)).toBe(0);
      findings.push(...(await axeFindings(page, `journal entry, ${scheme}, ${width} px`)));
    }
  }
  expect(findings, findings.join('\n')).toEqual([]);
});
