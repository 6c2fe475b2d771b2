import { and, eq, inArray } from 'drizzle-orm';
import type { UserSettings } from '#common/api/user-settings.ts';
import { SETTING_CATEGORIES, SETTINGS, settingByTypeId } from '#common/domain/user-settings.ts';
import type { Db } from '#server/db/database.ts';
import { userSetting } from '#server/db/schema/user-settings.ts';
import { badRequest } from '#server/http/errors.ts';

const KNOWN_NAMES = SETTINGS.map((setting) => setting.settingName);

/**
 * The user's settings, every known one in its category (docs/product.md#user-settings): a stored
 * choice where there is one, else the setting's default. A stored option a later release dropped
 * counts as no choice.
 */
export async function loadUserSettings(db: Db, userId: string): Promise<UserSettings> {
  const rows = await db
    .select({ settingName: userSetting.settingName, optionId: userSetting.optionId })
    .from(userSetting)
    .where(and(eq(userSetting.userId, userId), inArray(userSetting.settingName, KNOWN_NAMES)));
  const chosen = new Map(rows.map((row) => [row.settingName, row.optionId]));
  return {
    settingsByCategory: SETTING_CATEGORIES.map((category) => ({
      category,
      settings: SETTINGS.filter((setting) => setting.category === category).map((setting) => {
        const stored = chosen.get(setting.settingName);
        const valid = stored !== undefined && setting.options.some((option) => option.id === stored);
        return {
          settingName: setting.settingName,
          settingTypeId: setting.settingTypeId,
          selectedOptionId: valid ? stored : setting.defaultOptionId,
          options: setting.options.map(({ id, label }) => ({ id, label })),
        };
      }),
    })),
  };
}

/** Chooses option `optionId` of setting `settingTypeId` for the user; an unknown id of either is a 400 naming it. */
export async function chooseSettingOption(db: Db, userId: string, settingTypeId: number, optionId: number): Promise<void> {
  const setting = settingByTypeId(settingTypeId);
  if (setting === undefined) throw badRequest(`There is no setting ${settingTypeId}.`, 'settingTypeId');
  if (!setting.options.some((option) => option.id === optionId)) {
    throw badRequest(`${setting.settingName} has no option ${optionId}.`, 'optionId');
  }
  const now = new Date();
  await db
    .insert(userSetting)
    .values({ userId, settingName: setting.settingName, optionId, updatedAt: now })
    .onConflictDoUpdate({ target: [userSetting.userId, userSetting.settingName], set: { optionId, updatedAt: now } });
}
