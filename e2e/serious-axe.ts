import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The impacts that fail a journey: WCAG failures a person meets, not advice (as e2e/accessibility.spec.ts counts them). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Expects no serious or critical axe violation on the page as it is, in the light and the dark scheme (the app follows
 * the device's while no theme is chosen), and leaves it light. Names the screen, scheme, rule and elements on failure.
 */
export async function expectNoSeriousAxe(page: Page, screen: string): Promise<void> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))) {
      found.push(`${screen} (${scheme}): ${violation.id} on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(found, found.join('\n')).toEqual([]);
}
