import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  createEncryptionPassword,
  expect,
  mainMenu,
  pathIs,
  signIn,
  test,
  UNLOCK_PATH,
  type Credentials,
} from './fixtures.ts';

// Each journey signs up its own member: run them side by side, on a server each.
test.describe.configure({ mode: 'parallel' });

type Scheme = 'light' | 'dark';

const SCHEMES: readonly Scheme[] = ['light', 'dark'];
/** The impacts that fail the journey: WCAG failures a person meets, not advice. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules that fail at any impact: a header with a navigation role (axe rates it minor) and content
 * outside every landmark (moderate) leave screen-reader users lost on every screen.
 */
const LANDMARK_RULES = new Set(['aria-allowed-role', 'region']);
/**
 * Off by default in axe (experimental), on here: a control whose name leaves out its visible text
 * (a card's numeral) fails WCAG 2.5.3, Label in Name.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
/** How many failing elements a finding names before it counts the rest. */
const SHOWN_TARGETS = 5;
/** WCAG 1.4.11: a focus indicator needs 3:1 against the colors beside it. */
const FOCUS_CONTRAST = 3;
/** The focus ring the theme draws: a 3 px outline. */
const FOCUS_RING_PX = 3;

/** One failing rule on one screen, in one color scheme. */
interface Finding {
  screen: string;
  scheme: Scheme;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/**
 * Switches the page to `scheme` the way a visitor's system would: the app follows the system theme
 * while none is stored. Reduced motion keeps color transitions from being measured half-way.
 */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
}

/** Runs axe over the page as it is, in both schemes, and returns what fails: serious, critical or landmark violations. */
async function audit(page: Page, screen: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    const results = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
    for (const violation of results.violations) {
      if (!FAILING_IMPACTS.has(violation.impact ?? '') && !LANDMARK_RULES.has(violation.id)) continue;
      findings.push({
        screen,
        scheme,
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? violation.help,
      });
    }
  }
  await useScheme(page, 'light');
  return findings;
}

/** One line per finding, so a failure names every screen, scheme, rule and element at once. */
function report(findings: readonly Finding[]): string {
  return findings
    .map((f) => {
      const more = f.targets.length > SHOWN_TARGETS ? ` and ${f.targets.length - SHOWN_TARGETS} more` : '';
      return `${f.screen} (${f.scheme}): ${f.rule} [${f.impact}] ${f.targets.slice(0, SHOWN_TARGETS).join(', ')}${more} — ${f.summary}`;
    })
    .join('\n');
}

/** Opens the result of a fresh three-card reading: starts one from the reading page and draws. */
async function drawAReading(page: Page, onDrawPage: () => Promise<void>): Promise<void> {
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  await page.getByRole('button', { name: 'Card at position 5 of 78, face down' }).click();
  await onDrawPage();
  for (const card of [20, 50]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page).toHaveURL(/\/app\/main\/reading\/result\/[^/]+\/-1$/);
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
}

/** Logs out from the menu and signs in again, which leaves the readings locked on the unlock page. */
async function signInLocked(page: Page, user: Credentials): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(pathIs('/demo'));
  await signIn(page, user);
  await expect(page).toHaveURL(pathIs(UNLOCK_PATH));
}

/** Pages audited by their first heading alone: lists and forms whose journeys other specs drive. */
const SIMPLE_PAGES = ['/app/main/bonus', '/app/main/shared-readings', '/app/main/gems', '/app/main/messages', '/app/main/settings'];

/** Collects axe's serious and critical findings over a journey's screens, in both color schemes. */
function screenAudit(page: Page) {
  const findings: Finding[] = [];
  return {
    findings,
    check: async (screen: string, ready: Locator) => {
      await expect(ready).toBeVisible();
      findings.push(...(await audit(page, screen)));
    },
    heading: (name: string | RegExp) => page.getByRole('heading', { level: 1, name }),
  };
}

// Every screen, light and dark, in two journeys so each has time on a busy two-core machine.
test('every screen from the landing page to a written reading, light and dark, passes axe: AA contrast on every button and text, the header and sidebar landmarks', async ({ page, signUp }) => {
  test.setTimeout(180_000);
  const { findings, check, heading } = screenAudit(page);

  await page.goto('/demo');
  await check('demo', page.getByRole('main'));
  await page.goto('/login');
  await check('login: sign in', page.getByRole('button', { name: 'Sign in', exact: true }));
  await page.goto('/login?mode=signup');
  await check('login: sign up', page.getByRole('button', { name: 'Create account', exact: true }));

  await signUp({ encryptionPassword: false });
  await check('create password', page.getByRole('button', { name: 'Continue', exact: true }));
  await createEncryptionPassword(page);

  await page.goto('/app/main/reading');
  await check('reading', page.getByRole('form', { name: 'New reading' }));
  await drawAReading(page, () => check('draw', heading('Draw your cards')));
  await check('result', page.getByRole('list', { name: 'Your cards' }));
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await check('result: discard dialog', page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Saved, the reading leads on: New reading and Close.
  await page.getByRole('button', { name: 'Save to My Readings' }).click();
  await check('result: saved', page.getByRole('region', { name: 'Reading actions' }).getByRole('link', { name: 'New reading' }));

  expect(findings, `serious or critical axe violations:\n${report(findings)}`).toEqual([]);
});

test('every screen from My Readings to unlocking, light and dark, passes axe, card names with their numerals included', async ({ page, signUp }) => {
  test.setTimeout(180_000);
  const { findings, check, heading } = screenAudit(page);
  const user = await signUp();

  await page.goto('/app/main/readings');
  await check('my readings', heading('My Readings'));
  await page.goto('/app/main/decks');
  await check('decks', heading('Decks'));
  await page.goto('/app/main/decks/1/details');
  await check('deck details', heading('Gilded'));
  await page.goto('/app/main/decks/1/cards');
  const grid = page.getByRole('list', { name: 'Cards' });
  await expect(grid.getByRole('button')).toHaveCount(78);
  await check('deck cards', grid);
  await grid.getByRole('button', { name: /The Star$/ }).click();
  await check('card detail', page.getByRole('dialog', { name: 'The Star' }));
  await page.keyboard.press('Escape');
  await page.goto('/app/main/profile');
  await check('profile', heading('Profile'));
  for (const path of SIMPLE_PAGES) {
    await page.goto(path);
    await check(path, page.getByRole('main').getByRole('heading').first());
  }

  await signInLocked(page, user);
  await check('unlock', page.getByRole('button', { name: 'Unlock', exact: true }));

  expect(findings, `serious or critical axe violations:\n${report(findings)}`).toEqual([]);
});

/** A color channel (0–255) in linear light, as WCAG's relative luminance needs it. */
function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of an `rgb()`/`rgba()` color as the browser computed it. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** The WCAG contrast ratio of two computed colors. */
function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The focus ring `element` (or `ringOf` inside it) draws after keyboard focus, and the page's background. */
async function focusRing(page: Page, element: Locator, ringOf?: string) {
  // Focus from the keyboard: Shift+Tab then Tab lands back on it with :focus-visible.
  await element.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(element).toBeFocused();
  return element.evaluate((node, selector) => {
    const ring = selector ? (node.querySelector(selector) ?? node) : node;
    const style = getComputedStyle(ring);
    return {
      focusVisible: node.matches(':focus-visible'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background: getComputedStyle(document.body).backgroundColor,
    };
  }, ringOf);
}

/** Checks a focus ring is a solid outline of the theme's width, at 3:1 or more against the page. */
function expectClearRing(what: string, ring: Awaited<ReturnType<typeof focusRing>>): void {
  expect(ring.focusVisible, `${what} shows keyboard focus`).toBe(true);
  expect(ring.style, `${what}: outline style`).toBe('solid');
  expect(ring.width, `${what}: outline width`).toBeGreaterThanOrEqual(FOCUS_RING_PX);
  expect(contrastRatio(ring.color, ring.background), `${what}: ring against the page`).toBeGreaterThanOrEqual(FOCUS_CONTRAST);
}

test('focus rings on toggle switches and the draw page’s card backs are clearly visible in both themes', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/app/main/reading');
  const toggle = page.getByRole('switch', { name: 'Allow reversed cards' });
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    expectClearRing(`switch (${scheme})`, await focusRing(page, toggle));
  }

  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/reading/draw'));
  const cardBack = page.getByRole('button', { name: 'Card at position 2 of 78, face down' });
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    expectClearRing(`card back (${scheme})`, await focusRing(page, cardBack, '.draw-card-back'));
  }
});
