import { AUTH_BASE_PATH } from '#common/api/auth.ts';
import { post, type AuthResult } from '#client/features/auth/api.ts';

/*
 * The profile's account changes are better-auth's own endpoints (docs/architecture.md#calls-beyond-the-product-list),
 * sent like the sign-in page's: with the app header, and with failures shown in the form rather than the Error dialog.
 */

/** `POST {AUTH_BASE_PATH}/update-user`: changes the account's display name. */
export const updateDisplayName = (name: string): Promise<AuthResult> => post(`${AUTH_BASE_PATH}/update-user`, { name });

/**
 * `POST {AUTH_BASE_PATH}/change-password`: changes the account password after checking the current one, and signs
 * every other device out (they signed in with the old one).
 */
export const changeAccountPassword = (currentPassword: string, newPassword: string): Promise<AuthResult> =>
  post(`${AUTH_BASE_PATH}/change-password`, { currentPassword, newPassword, revokeOtherSessions: true });
