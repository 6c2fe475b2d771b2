/**
 * The user settings (docs/product.md#user-settings): every known setting with its stable
 * `settingTypeId`, its options (stable small ids) and its default. Both sides read this one table:
 * the server to answer and validate, the client to apply a choice and to find a notice's OFF option.
 */

/** Off/on settings answer with these ids, so 0 always means off. */
export const OFF = 0;
export const ON = 1;

/** The categories, in the order the settings page shows them. */
export const SETTING_CATEGORIES = ['Appearance', 'Notifications'] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

/** One option of a setting: its stable id and what the user reads. */
export interface SettingOption {
  readonly id: number;
  readonly label: string;
}

/** One known setting. A `defaultOptionId` of null means "not chosen" (THEME: follow the system). */
export interface SettingDefinition {
  readonly settingName: string;
  readonly settingTypeId: number;
  readonly category: SettingCategory;
  readonly options: readonly SettingOption[];
  readonly defaultOptionId: number | null;
}

const OFF_ON: readonly SettingOption[] = [
  { id: OFF, label: 'Off' },
  { id: ON, label: 'On' },
];

/** The THEME options. DEVICE follows the device's light or dark preference, as having chosen none does, and is the way back to it. */
export const THEME_OPTION = { LIGHT: 1, DARK: 2, DEVICE: 3 } as const;
/** The FONT_SIZE options; their scale is FONT_SCALE. */
export const FONT_SIZE_OPTION = { SMALL: 1, MEDIUM: 2, LARGE: 3 } as const;

/** The notice settings: each turns one kind of notice on or off (docs/product.md#notices). */
export const NOTIFICATION_SETTINGS = [
  'READING_QUESTION_NOTIFICATION',
  'READING_SHARE_NOTIFICATION',
  'ARCANA_NOTIFICATION',
  'READING_QUEUE_NOTIFICATION',
  'CARD_DRAWING_EXPLANATION_NOTIFICATION',
] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

const notification = (settingName: NotificationSetting, settingTypeId: number): SettingDefinition => ({
  settingName,
  settingTypeId,
  category: 'Notifications',
  options: OFF_ON,
  defaultOptionId: ON,
});

/** Every known setting, in the order the settings page shows them. Ids never change once released. */
export const SETTINGS: readonly SettingDefinition[] = [
  {
    settingName: 'THEME',
    settingTypeId: 1,
    category: 'Appearance',
    options: [
      { id: THEME_OPTION.LIGHT, label: 'Light' },
      { id: THEME_OPTION.DARK, label: 'Dark' },
      { id: THEME_OPTION.DEVICE, label: 'Device' },
    ],
    defaultOptionId: null,
  },
  {
    settingName: 'FONT_SIZE',
    settingTypeId: 2,
    category: 'Appearance',
    options: [
      { id: FONT_SIZE_OPTION.SMALL, label: 'Small' },
      { id: FONT_SIZE_OPTION.MEDIUM, label: 'Medium' },
      { id: FONT_SIZE_OPTION.LARGE, label: 'Large' },
    ],
    defaultOptionId: FONT_SIZE_OPTION.MEDIUM,
  },
  { settingName: 'DYNAMIC_THEME', settingTypeId: 3, category: 'Appearance', options: OFF_ON, defaultOptionId: OFF },
  { settingName: 'DYNAMIC_THEME_PERSIST', settingTypeId: 4, category: 'Appearance', options: OFF_ON, defaultOptionId: OFF },
  notification('READING_QUESTION_NOTIFICATION', 5),
  notification('READING_SHARE_NOTIFICATION', 6),
  notification('ARCANA_NOTIFICATION', 7),
  notification('READING_QUEUE_NOTIFICATION', 8),
  notification('CARD_DRAWING_EXPLANATION_NOTIFICATION', 9),
];

/** The setting with `settingTypeId`, or undefined for an unknown id. */
export const settingByTypeId = (settingTypeId: number): SettingDefinition | undefined =>
  SETTINGS.find((setting) => setting.settingTypeId === settingTypeId);

/** The setting named `settingName`, or undefined for an unknown name. */
export const settingByName = (settingName: string): SettingDefinition | undefined => SETTINGS.find((setting) => setting.settingName === settingName);

/** The `settingTypeId` of a known setting; an unknown name is a programming error. */
export function settingTypeIdOf(settingName: NotificationSetting | 'THEME' | 'FONT_SIZE' | 'DYNAMIC_THEME' | 'DYNAMIC_THEME_PERSIST'): number {
  const setting = settingByName(settingName);
  if (setting === undefined) throw new Error(`Unknown setting ${settingName}`);
  return setting.settingTypeId;
}
