import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, mainMenu, pathIs, test } from './fixtures.ts';

/** The help card's first line to call: a big `tel:` link a keyboard and a thumb can reach. */
async function expectCallLink(link: Locator, href: string): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', href);
  expect(await link.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  await link.focus();
  await expect(link).toBeFocused();
}

/** The help card's serious and critical accessibility failures, in the light and the dark theme (none expected). */
async function cardFailures(page: Page): Promise<string[]> {
  const failures: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    const { violations } = await new AxeBuilder({ page }).include('.help-card').analyze();
    for (const { impact, id, nodes } of violations) {
      if (impact === 'serious' || impact === 'critical') failures.push(`${scheme}: ${id} ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  return failures;
}

/** Writes a specific question into the form on screen. */
async function askQuestion(page: Page, question: string): Promise<void> {
  await page.getByText('Specific question', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
}

test.describe('in the United States', () => {
  // The help lines follow the browser's time zone: fixed here, so the lines are the same on every machine.
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('a crisis question on Start Reading gets the help card, nothing is charged and no reading starts', async ({ page, signUp }) => {
    await signUp();
    const gems = page.getByTestId('gem-count');
    await expect(gems).toHaveAccessibleName(/^\d+ gems$/);
    const before = await gems.getAttribute('aria-label');
    const starts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/reading/start/')) starts.push(request.url());
    });

    await askQuestion(page, 'I want to end my life');
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    const title = page.getByRole('heading', { level: 1, name: 'You matter, and you deserve support right now' });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Talk to someone now' })).toBeVisible();
    await expectCallLink(page.getByRole('link', { name: 'Call 988' }), 'tel:988');
    await expect(page.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(page).toHaveURL(pathIs('/app/main/reading'));

    // Nothing was started or charged: the count stays, and the menu still offers a new reading after a reload.
    expect(starts).toEqual([]);
    await expect(gems).toHaveAttribute('aria-label', before ?? '');
    await expect(mainMenu(page).getByRole('link').first()).toHaveText(/^Start Reading/);
    await page.reload();
    await expect(page.getByRole('form', { name: 'New reading' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link').first()).toHaveText(/^Start Reading/);
    await expect(gems).toHaveAttribute('aria-label', before ?? '');
  });

  test('Edit my question brings the form back with the question as typed', async ({ page, signUp }) => {
    await signUp();
    await askQuestion(page, 'I want to end my life');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Edit my question' }).click();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('I want to end my life');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
  });

  test('a visitor trying a reading gets the help card instead of the reading', async ({ page }) => {
    await page.goto('/trdng');
    await askQuestion(page, 'I want to end my life');
    await page.getByRole('button', { name: 'Draw my cards' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'You matter, and you deserve support right now' })).toBeFocused();
    await expectCallLink(page.getByRole('link', { name: 'Call 988' }), 'tel:988');
    await expect(page.getByRole('list', { name: 'Your cards' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Find A Helpline/ })).toHaveAttribute('href', 'https://findahelpline.com');
    expect(await cardFailures(page)).toEqual([]);
  });
});

test.describe('in Spain', () => {
  test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

  test('a question in Spanish gets the help card in Spanish, with the lines in Spain', async ({ page }) => {
    await page.goto('/trdng');
    await askQuestion(page, 'quiero morir');
    await page.getByRole('button', { name: 'Draw my cards' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Importas, y mereces apoyo ahora mismo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Habla con alguien ahora' })).toBeVisible();
    await expect(page.getByText('España: líneas gratuitas y confidenciales')).toBeVisible();
    await expectCallLink(page.getByRole('link', { name: 'Llamar al 024' }), 'tel:024');
    await expect(page.getByRole('link', { name: 'Llamar al 112' })).toHaveAttribute('href', 'tel:112');

    // Somewhere else: the lines change with the country chosen.
    await page.getByRole('combobox', { name: '¿En otro lugar?' }).selectOption({ label: 'México' });
    await expectCallLink(page.getByRole('link', { name: 'Llamar al 800 911 2000' }), 'tel:8009112000');
  });
});
