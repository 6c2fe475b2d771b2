import { AUTH_BASE_PATH } from '#common/api/auth.ts';
import { callAuth } from '#client/lib/http.ts';

/*
 * The profile's account changes are better-auth's own endpoints (docs/architecture.md#calls-beyond-the-product-list),
 * sent like the sign-in page's: with the app header, rejecting with the refusal the form shows (refusalOf) rather than
 * raising the Error dialog.
 */

/** `POST {AUTH_BASE_PATH}/update-user`: changes the account's display name. */
export const updateDisplayName = (name: string): Promise<void> => callAuth(`${AUTH_BASE_PATH}/update-user`, { name });

/**
 * `POST {AUTH_BASE_PATH}/change-password`: changes the account password after checking the current one, and signs
 * every other device out (they signed in with the old one).
 */
export const changeAccountPassword = (currentPassword: string, newPassword: string): Promise<void> =>
  callAuth(`${AUTH_BASE_PATH}/change-password`, { currentPassword, newPassword, revokeOtherSessions: true });
