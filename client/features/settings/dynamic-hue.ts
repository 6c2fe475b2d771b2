import { THEME_HUE_STEP_MAX_DEG } from '#common/limits.ts';
import { prefersReducedMotion } from '#client/lib/reduced-motion.ts';

/**
 * The dynamic theme (docs/product.md#settings-and-theme): the accent's hue drifts around the color
 * wheel, THEME_HUE_STEP_MAX_DEG at a time, slowly enough to notice only over minutes.
 */

/** The hue of the gold accent the stylesheet starts from. */
export const BASE_ACCENT_HUE = 43;
/** How often the hue takes a step: a full turn of the wheel takes 12 minutes. */
export const HUE_STEP_MS = 4_000;
/** Where DYNAMIC_THEME_PERSIST keeps the drifted hue, so a reload carries on from it. */
export const HUE_STORAGE_KEY = 'dynamicHue';

/** The hue after one step of at most THEME_HUE_STEP_MAX_DEG degrees, kept within 0–360. */
export function nextHue(hue: number, step: number = THEME_HUE_STEP_MAX_DEG): number {
  const bounded = Math.max(-THEME_HUE_STEP_MAX_DEG, Math.min(THEME_HUE_STEP_MAX_DEG, step));
  return (((hue + bounded) % 360) + 360) % 360;
}

/** The accent at `hue`: the gold's own saturation and lightness, so the dark ink on it stays readable. */
export const accentAt = (hue: number): string => `hsl(${hue} 70% 59%)`;

function readStoredHue(): number | null {
  try {
    const stored = Number(localStorage.getItem(HUE_STORAGE_KEY) ?? Number.NaN);
    return Number.isFinite(stored) && stored >= 0 && stored < 360 ? stored : null;
  } catch {
    return null;
  }
}

function storeHue(hue: number | null): void {
  try {
    if (hue === null) localStorage.removeItem(HUE_STORAGE_KEY);
    else localStorage.setItem(HUE_STORAGE_KEY, String(hue));
  } catch {
    // Private mode or full storage: the drift still runs on this page.
  }
}

let timer: ReturnType<typeof setInterval> | null = null;
let persisting = false;

function paint(hue: number): void {
  document.documentElement.style.setProperty('--app-accent', accentAt(hue));
}

/**
 * Starts, keeps or stops the drift. With `persist`, the hue is stored at every step and a new page
 * starts from it; without, a new page starts from the gold. Reduced motion keeps the hue still.
 */
export function setDynamicHue({ enabled, persist }: { enabled: boolean; persist: boolean }): void {
  if (!persist) storeHue(null);
  persisting = persist;
  if (!enabled) {
    if (timer !== null) clearInterval(timer);
    timer = null;
    document.documentElement.style.removeProperty('--app-accent');
    return;
  }
  if (timer !== null) return;
  let hue = (persist ? readStoredHue() : null) ?? BASE_ACCENT_HUE;
  paint(hue);
  if (prefersReducedMotion()) return;
  timer = setInterval(() => {
    hue = nextHue(hue);
    paint(hue);
    if (persisting) storeHue(hue);
  }, HUE_STEP_MS);
}
