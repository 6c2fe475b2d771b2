import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The color schemes every screen is checked in. */
export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** WCAG failures a person meets, not advice: these impacts fail a journey. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Landmark rules that fail at any impact: a screen-reader user moving by landmark gets lost on every one of them. */
const LANDMARK_RULES = new Set(['aria-allowed-role', 'region', 'landmark-unique']);

/** Switches the page to `scheme` as the visitor's system would; reduced motion keeps colors from being caught mid-change. */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
}

/** Runs axe over the page in both schemes and returns one line per failing rule, naming the screen, scheme and elements. */
export async function axeFindings(page: Page, screen: string): Promise<string[]> {
  const findings: string[] = [];
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations) {
      if (!FAILING_IMPACTS.has(violation.impact ?? '') && !LANDMARK_RULES.has(violation.id)) continue;
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
      findings.push(`${screen} (${scheme}): ${violation.id} [${violation.impact ?? ''}] ${targets.join(', ')} — ${violation.help}`);
    }
  }
  await useScheme(page, 'light');
  return findings;
}

/** How far the page itself scrolls sideways, in CSS pixels (0 when it fits its viewport). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
