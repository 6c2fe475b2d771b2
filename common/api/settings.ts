import { z } from 'zod';

/** The costs record of SPEC §3, returned by `GET /v1/settings/get`. */
export const CostsSchema = z.object({
  costPerCard: z.number().nonnegative(),
  costMultiplierCrossingCard: z.number().nonnegative(),
  costMultiplierVisualDescriptions: z.number().nonnegative(),
  costGeneralQuestion: z.number().nonnegative(),
  costSpecificQuestion: z.number().nonnegative(),
  costForClarifier: z.number().nonnegative(),
  costForClarifierMultiplierCrossingCard: z.number().nonnegative(),
  costPerCardClarifier: z.number().nonnegative(),
});
export type Costs = z.infer<typeof CostsSchema>;

export const SettingOptionSchema = z.object({ id: z.number().int(), label: z.string() });
export const UserSettingSchema = z.object({
  settingName: z.string(),
  settingTypeId: z.number().int(),
  selectedOptionId: z.number().int(),
  options: z.array(SettingOptionSchema),
});
export type UserSetting = z.infer<typeof UserSettingSchema>;

/** `GET /v1/user-settings/get` (SPEC §3 user settings). */
export const UserSettingsSchema = z.object({ settingsByCategory: z.record(z.string(), z.array(UserSettingSchema)) });
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UpdateSettingParams = z.object({
  settingTypeId: z.coerce.number().int().nonnegative(),
  optionId: z.coerce.number().int().nonnegative(),
});
