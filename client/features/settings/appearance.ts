import type { UserSettings } from '#common/api/user-settings.ts';
import { FONT_SIZE_OPTION, ON, THEME_OPTION } from '#common/domain/user-settings.ts';
import { followSystemTheme, setFontSize, setTheme, type FontSize } from '#client/lib/theme.ts';
import { setDynamicHue } from './dynamic-hue.ts';
import { selectedOptionOf } from './model.ts';

const FONT_SIZES: Record<number, FontSize> = {
  [FONT_SIZE_OPTION.SMALL]: 'SMALL',
  [FONT_SIZE_OPTION.MEDIUM]: 'MEDIUM',
  [FONT_SIZE_OPTION.LARGE]: 'LARGE',
};

/**
 * Applies the appearance settings to the page at once: theme, text size and the dynamic theme. The
 * server's settings rule; theme.ts keeps theme and size in localStorage only so the next first paint
 * needs no call (docs/product.md#settings-and-theme).
 */
export function applyAppearance(settings: UserSettings): void {
  const theme = selectedOptionOf(settings, 'THEME');
  if (theme === THEME_OPTION.DARK) setTheme('DARK');
  else if (theme === THEME_OPTION.LIGHT) setTheme('LIGHT');
  else if (theme === null || theme === THEME_OPTION.DEVICE) followSystemTheme();
  const fontSize = FONT_SIZES[selectedOptionOf(settings, 'FONT_SIZE') ?? FONT_SIZE_OPTION.MEDIUM];
  if (fontSize !== undefined) setFontSize(fontSize);
  setDynamicHue({ enabled: selectedOptionOf(settings, 'DYNAMIC_THEME') === ON, persist: selectedOptionOf(settings, 'DYNAMIC_THEME_PERSIST') === ON });
}
