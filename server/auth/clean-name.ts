import { cleanDisplayName } from '#common/display-name.ts';

/**
 * better-auth's `databaseHooks.user.create.before` and `update.before`: a name is stored without bidirectional
 * or control characters whichever way it comes, sign-up, update-user or an OAuth provider's profile
 * (common/display-name.ts). The forms' calls were refused before when the name breaks a rule (account-fields.ts).
 */
export async function cleanStoredName<T extends { name?: string | undefined }>(data: T): Promise<{ data: T } | undefined> {
  if (typeof data.name !== 'string') return undefined;
  return { data: { ...data, name: cleanDisplayName(data.name) } };
}
