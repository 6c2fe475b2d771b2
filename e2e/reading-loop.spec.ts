import type { Locator } from '@playwright/test';
import { expect, mainMenu, pathIs, test } from './fixtures.ts';
import { expectNoSeriousAxe } from './serious-axe.ts';

/** The right edge of `locator`'s box, to check it fits the screen. */
const rightEdge = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return (box?.x ?? Infinity) + (box?.width ?? 0);
};

test('a saved reading offers New reading and Close, never a Discard that keeps it; the menu and the main page lead on too', async ({
  page,
  signUp,
}) => {
  // One account walks the whole journey, with axe in both schemes on each screen: slow on a busy machine.
  test.setTimeout(180_000);
  await signUp();
  await page.goto('/app/main/reading');
  await page.getByText('One card', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Card at position 12 of 78, face down' }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
  const actions = page.getByRole('region', { name: 'Reading actions' });

  // Not saved: saving or discarding (which deletes it) are the choices.
  const save = actions.getByRole('button', { name: 'Save to My Readings' });
  await expect(save).toBeEnabled();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await expect(actions.getByRole('button', { name: 'Discard', exact: true })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'New reading' })).toBeHidden();

  // Saved: it says so, and the next step is a new reading; the focus goes on to it.
  await save.click();
  await expect(actions.getByRole('status')).toHaveText('Saved to My Readings');
  const newReading = actions.getByRole('link', { name: 'New reading' });
  await expect(newReading).toBeFocused();
  await expect(actions.getByRole('button', { name: 'Discard', exact: true })).toBeHidden();
  const close = actions.getByRole('button', { name: 'Close', exact: true });
  await expect(close).toBeVisible();

  // The menu keeps View Reading (the same reading) and adds New reading beside it.
  const menuLinks = mainMenu(page).getByRole('link');
  await expect(menuLinks.nth(0)).toHaveText(/^View Reading/);
  await expect(menuLinks.nth(1)).toHaveText('New reading');
  await expect(menuLinks.nth(1)).not.toHaveAttribute('aria-current', 'page');

  // Close says what it does: the reading stays saved.
  await close.click();
  const dialog = page.getByRole('dialog', { name: 'Close this reading?' });
  await expect(dialog).toContainText('It stays saved in My Readings');
  await expect(dialog.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await expectNoSeriousAxe(page, 'result: close dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expectNoSeriousAxe(page, 'result: saved');

  // On a phone the two fit side by side, and the menu panel offers New reading too.
  await page.setViewportSize({ width: 375, height: 740 });
  await close.scrollIntoViewIfNeeded();
  for (const control of [newReading, close]) {
    await expect(control).toBeVisible();
    expect(await rightEdge(control)).toBeLessThanOrEqual(375);
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#main-menu-panel').getByRole('link', { name: 'New reading' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The main page opens the saved reading, whose New reading leads to the form; starting there would close it.
  await page.goto('/app/main');
  await expect(page).toHaveURL(pathIs('/app/main/reading/result/active/-1'));
  await actions.getByRole('link', { name: 'New reading' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await expect(page.getByRole('form', { name: 'New reading' })).toBeVisible();
  await expect(page.getByText('Your current reading is saved in My Readings; starting a new one closes it.')).toBeVisible();

  // Close ends it here: the menu offers Start Reading again and My Readings still holds it.
  await menuLinks.nth(0).click();
  await actions.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog', { name: 'Close this reading?' }).getByRole('button', { name: 'Close reading' }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await expect(menuLinks.nth(0)).toHaveText(/^Start Reading/);
  await expect(mainMenu(page).getByRole('link', { name: 'New reading' })).toHaveCount(0);
  await mainMenu(page).getByRole('link', { name: 'My Readings' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
