import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '#common/api/user-settings.ts';
import { FONT_SIZE_OPTION, THEME_OPTION } from '#common/domain/user-settings.ts';
import { clearCache, setCacheNamespace } from '#client/lib/cache.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { getUserSettings, updateUserSetting } from './api.ts';
import { applyAppearance } from './appearance.ts';

const settings = (theme: number | null, fontSize: number): UserSettings => ({
  settingsByCategory: [
    {
      category: 'Appearance',
      settings: [
        { settingName: 'THEME', settingTypeId: 1, selectedOptionId: theme, options: [{ id: 1, label: 'Light' }, { id: 2, label: 'Dark' }] },
        { settingName: 'FONT_SIZE', settingTypeId: 2, selectedOptionId: fontSize, options: [{ id: 1, label: 'Small' }, { id: 2, label: 'Medium' }, { id: 3, label: 'Large' }] },
      ],
    },
  ],
});

beforeEach(() => {
  localStorage.clear();
  setCacheNamespace('0'.repeat(32));
});
afterEach(() => {
  clearCache();
  setCacheNamespace(null);
  vi.unstubAllGlobals();
});

describe('the user settings calls', () => {
  it('serve the settings from the cache, and an update replaces the cached copy', async () => {
    const fetchMock = mockFetch({
      '/v1/user-settings/get': { body: settings(null, FONT_SIZE_OPTION.MEDIUM) },
      '/v1/user-settings/update/1/2': { body: settings(THEME_OPTION.DARK, FONT_SIZE_OPTION.MEDIUM) },
    });
    expect(await getUserSettings()).toEqual(settings(null, FONT_SIZE_OPTION.MEDIUM));
    expect(await getUserSettings()).toEqual(settings(null, FONT_SIZE_OPTION.MEDIUM));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await updateUserSetting(1, THEME_OPTION.DARK);
    expect(await getUserSettings()).toEqual(settings(THEME_OPTION.DARK, FONT_SIZE_OPTION.MEDIUM));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('applyAppearance', () => {
  it('applies the theme and the root font scale, and follows the system again when no theme is chosen', () => {
    const root = document.documentElement;
    applyAppearance(settings(THEME_OPTION.DARK, FONT_SIZE_OPTION.LARGE));
    expect(root.dataset.bsTheme).toBe('dark');
    expect(root.style.getPropertyValue('--app-font-scale')).toBe('1.125');
    expect(localStorage.getItem('theme')).toBe('DARK');
    applyAppearance(settings(null, FONT_SIZE_OPTION.SMALL));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(root.style.getPropertyValue('--app-font-scale')).toBe('0.875');
  });

  it('follows the device again once Device is chosen after a theme', () => {
    applyAppearance(settings(THEME_OPTION.DARK, FONT_SIZE_OPTION.MEDIUM));
    expect(localStorage.getItem('theme')).toBe('DARK');
    applyAppearance(settings(THEME_OPTION.DEVICE, FONT_SIZE_OPTION.MEDIUM));
    expect(localStorage.getItem('theme')).toBeNull();
  });
});
