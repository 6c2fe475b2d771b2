import type { UserSetting, UserSettings } from '#common/api/user-settings.ts';

/** Every setting of `settings`, whatever its category. */
export const allSettings = (settings: UserSettings): UserSetting[] => settings.settingsByCategory.flatMap((group) => group.settings);

/** The setting named `settingName`, or undefined when the server does not know it. */
export const findSetting = (settings: UserSettings, settingName: string): UserSetting | undefined =>
  allSettings(settings).find((setting) => setting.settingName === settingName);

/** The option chosen for `settingName`: null when none was chosen, undefined when the setting is unknown. */
export const selectedOptionOf = (settings: UserSettings, settingName: string): number | null | undefined =>
  findSetting(settings, settingName)?.selectedOptionId;

/** `settings` with option `optionId` chosen for setting `settingTypeId`, for an answer that is still on its way. */
export function withSelection(settings: UserSettings, settingTypeId: number, optionId: number): UserSettings {
  return {
    settingsByCategory: settings.settingsByCategory.map((group) => ({
      ...group,
      settings: group.settings.map((setting) => (setting.settingTypeId === settingTypeId ? { ...setting, selectedOptionId: optionId } : setting)),
    })),
  };
}
