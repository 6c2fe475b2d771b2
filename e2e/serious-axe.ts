import type { Page } from '@playwright/test';
import { axeFindings } from './axe-audit.ts';
import { expect } from './fixtures.ts';

/**
 * Expects no serious or critical axe violation, nor a landmark one, on the page as it is, in the light and the dark
 * scheme (the app follows the device's while no theme is chosen), and leaves it light. Names the screen, scheme, rule
 * and elements on failure.
 */
export async function expectNoSeriousAxe(page: Page, screen: string): Promise<void> {
  const found = await axeFindings(page, screen);
  expect(found, found.join('\n')).toEqual([]);
}
