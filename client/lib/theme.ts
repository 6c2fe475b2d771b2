import { FONT_SCALE } from '#common/limits.ts';

/** The THEME setting's options (docs/product.md#user-settings), stored in localStorage under `theme`. */
export type Theme = 'LIGHT' | 'DARK';
/** The FONT_SIZE setting's options, stored in localStorage under `fontSize`. */
export type FontSize = keyof typeof FONT_SCALE;

const THEME_KEY = 'theme';
const FONT_SIZE_KEY = 'fontSize';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice still applies to this page.
  }
}

/** The stored theme, else the system's preference. */
export function resolveTheme(): Theme {
  const stored = readStorage(THEME_KEY);
  if (stored === 'LIGHT' || stored === 'DARK') return stored;
  return globalThis.matchMedia?.(DARK_QUERY).matches ? 'DARK' : 'LIGHT';
}

function resolveFontSize(): FontSize {
  const stored = readStorage(FONT_SIZE_KEY);
  return stored !== null && stored in FONT_SCALE ? (stored as FontSize) : 'MEDIUM';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.bsTheme = theme === 'DARK' ? 'dark' : 'light';
  root.style.colorScheme = theme === 'DARK' ? 'dark' : 'light';
}

function applyFontSize(size: FontSize): void {
  document.documentElement.style.setProperty('--app-font-scale', String(FONT_SCALE[size]));
}

/** Stores and applies a theme (the settings page calls this). */
export function setTheme(theme: Theme): void {
  writeStorage(THEME_KEY, theme);
  applyTheme(theme);
}

/** Forgets the stored theme and follows the system's again (the user never chose one). */
export function followSystemTheme(): void {
  try {
    localStorage.removeItem(THEME_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  applyTheme(resolveTheme());
}

/** Stores and applies a font size (the settings page calls this). */
export function setFontSize(size: FontSize): void {
  writeStorage(FONT_SIZE_KEY, size);
  applyFontSize(size);
}

/** Applies the stored theme and font size, and follows the system theme while none is stored. */
export function initTheme(): void {
  applyTheme(resolveTheme());
  applyFontSize(resolveFontSize());
  globalThis.matchMedia?.(DARK_QUERY).addEventListener('change', () => applyTheme(resolveTheme()));
}
