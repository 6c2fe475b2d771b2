import type { ReactNode } from 'react';
import type { UserSetting, UserSettings } from '#common/api/user-settings.ts';
import { ON, THEME_OPTION } from '#common/domain/user-settings.ts';
import { prefersReducedMotion } from '#client/lib/reduced-motion.ts';
import { useUpdateSetting } from '../api.ts';
import { selectedOptionOf } from '../model.ts';
import { SettingRow } from './setting-row.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the settings page's styles, loaded with it
import '../settings.scss';

/** Props of {@link SettingsForm}. */
export interface SettingsFormProps {
  settings: UserSettings;
  /** What a category's section shows after its settings, by category. */
  after?: Partial<Record<string, ReactNode>>;
}

/** Whether the theme follows the device: Device chosen, or no theme chosen yet. */
function followsDevice(settings: UserSettings): boolean {
  const theme = selectedOptionOf(settings, 'THEME');
  return theme === null || theme === THEME_OPTION.DEVICE;
}

/** The setting as its row shows it: a theme never chosen shows Device chosen, which is what it does. */
const shown = (setting: UserSetting): UserSetting =>
  setting.settingName === 'THEME' && setting.selectedOptionId === null ? { ...setting, selectedOptionId: THEME_OPTION.DEVICE } : setting;

/** What a setting's row adds below its description, and whether it can be changed now. */
function stateOf(settings: UserSettings, settingName: string): { note?: string; disabled?: boolean } {
  if (settingName === 'THEME' && followsDevice(settings)) return { note: 'Following your device’s light or dark setting.' };
  if (settingName === 'DYNAMIC_THEME' && prefersReducedMotion()) return { note: 'Your device asks for reduced motion, so the color stays still.' };
  if (settingName === 'DYNAMIC_THEME_PERSIST') return { disabled: selectedOptionOf(settings, 'DYNAMIC_THEME') !== ON };
  return {};
}

/** Every setting by category; a choice applies at once and is saved (docs/product.md#settings-page). */
export function SettingsForm({ settings, after = {} }: SettingsFormProps) {
  const update = useUpdateSetting();
  return (
    <>
      {settings.settingsByCategory.map(({ category, settings: list }) => (
        <section key={category} className="settings-section" aria-labelledby={`settings-${category}`}>
          <h2 id={`settings-${category}`} className="h5 mb-2">
            {category}
          </h2>
          <div className="settings-list">
            {list.map((setting) => (
              <SettingRow
                key={setting.settingTypeId}
                setting={shown(setting)}
                {...stateOf(settings, setting.settingName)}
                onChoose={(optionId) => update.mutate({ settingTypeId: setting.settingTypeId, optionId })}
              />
            ))}
            {after[category]}
          </div>
        </section>
      ))}
    </>
  );
}
