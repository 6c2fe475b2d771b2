import type { FastifyInstance } from 'fastify';
import { getUserSettings, updateUserSetting } from '#common/api/user-settings.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { chooseSettingOption, loadUserSettings } from '#server/user-settings/user-settings.ts';

/** The user settings (docs/product.md#user-settings): read them all, and choose one option. */
export function userSettingsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, getUserSettings, (request) => loadUserSettings(db, request.user.id));

  registerRoute(app, updateUserSetting, async (request) => {
    await chooseSettingOption(db, request.user.id, request.params.settingTypeId, request.params.optionId);
    return loadUserSettings(db, request.user.id);
  });
}
