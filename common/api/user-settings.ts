import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

const id = z.number().check(z.int(), z.nonnegative());

export const SettingOptionSchema = z.object({ id, label: z.string() });

/** One setting as the user has it; `selectedOptionId` null means not chosen (THEME: follow the system). */
export const UserSettingSchema = z.object({
  settingName: z.string(),
  settingTypeId: id,
  selectedOptionId: z.nullable(id),
  options: z.array(SettingOptionSchema),
});
export type UserSetting = z.infer<typeof UserSettingSchema>;

/** Every setting, grouped by category in the order the settings page shows them (docs/product.md#user-settings). */
export const UserSettingsSchema = z.object({
  settingsByCategory: z.array(z.object({ category: z.string(), settings: z.array(UserSettingSchema) })),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** Path ids are small non-negative integers; which ones exist is checked against the known settings. */
export const UpdateSettingParams = z.object({
  settingTypeId: z.coerce.number().check(z.int(), z.nonnegative()),
  optionId: z.coerce.number().check(z.int(), z.nonnegative()),
});

/** The user's settings (the client caches this call, docs/product.md#response-cache). */
export const getUserSettings = defineEndpoint({ method: 'GET', path: '/v1/user-settings/get', response: UserSettingsSchema });

/**
 * Chooses option `optionId` of setting `settingTypeId`; an unknown id of either is a 400. A GET as the
 * product lists it, guarded like every call (docs/decisions/0007). Answers every setting afterwards, so
 * the client's cached copy can be replaced as a whole.
 */
export const updateUserSetting = defineEndpoint({
  method: 'GET',
  path: '/v1/user-settings/update/:settingTypeId/:optionId',
  params: UpdateSettingParams,
  response: UserSettingsSchema,
});
