import * as z from 'zod/mini';
import { ACCOUNT_PASSWORD_MAX_LENGTH } from '../limits.ts';
import { defineEndpoint } from './endpoint.ts';
import { SignInProviderSchema } from './profile.ts';
import { SuccessSchema } from './readings.ts';
import { dbText } from './text.ts';

/*
 * The profile page's account calls (docs/product.md#profile). Kept apart from profile.ts, which the session check
 * loads on every page: zod schemas are built when their module loads, so these stay out of the first load.
 */

/** What the account holds, for the profile page; gems and coins come from the points record. */
export const ProfileTotalsSchema = z.object({
  /** Readings drawn since the account was created, clarifiers and discarded readings included. */
  readingsDrawn: z.number(),
  /** Readings in My Readings now. */
  readingsSaved: z.number(),
  /** Share links that still work. */
  activeShares: z.number(),
});
export type ProfileTotals = z.infer<typeof ProfileTotalsSchema>;

/** The account's totals for the profile page. */
export const getProfileTotals = defineEndpoint({ method: 'GET', path: '/v1/profile/totals', response: ProfileTotalsSchema });

export const UnlinkParams = z.object({ provider: SignInProviderSchema });

/**
 * Removes a sign-in method from the account. An account with a password needs a fresh session (signed in, or the
 * password confirmed with `confirmPassword`, in the last ten minutes): otherwise 403 `password_needed` naming
 * `password`, and nothing changes (docs/decisions/0019). 400 naming `provider` for an unknown one, 404 when it is not
 * linked, 409 when it is the last one left (an account must keep a way in).
 */
export const unlinkProvider = defineEndpoint({ method: 'GET', path: '/v1/profile/unlink/:provider', params: UnlinkParams, response: SuccessSchema });

export const ConfirmPasswordBody = z.object({ password: z.string().check(z.minLength(1, 'Enter your account password'), z.maxLength(ACCOUNT_PASSWORD_MAX_LENGTH)) });
export type ConfirmPasswordBody = z.infer<typeof ConfirmPasswordBody>;

/**
 * Confirms the account password and makes this session fresh again, for a change that cannot carry the password
 * itself (unlinking a sign-in method is a GET). 400 naming `password` when it is wrong, 409 when the account has none;
 * throttled like sign-in.
 */
export const confirmPassword = defineEndpoint({ method: 'POST', path: '/v1/profile/confirm-password', body: ConfirmPasswordBody, response: SuccessSchema });

export const EmailSubscribeParams = z.object({ email: dbText('The email address').check(z.maxLength(254)) });

/**
 * Subscribes an address to Arcana's occasional news by email (the signed-in user's, or another they give). Idempotent:
 * subscribing twice keeps one subscription. 400 naming `email` when it is not an email address.
 */
export const subscribeEmail = defineEndpoint({
  method: 'GET',
  path: '/v1/api/email/subscribe/:email',
  params: EmailSubscribeParams,
  response: z.object({ success: z.literal(true), email: z.string() }),
});

/** What deleting the account must be sent: the phrase typed by hand, and the account password when it has one. */
export const ACCOUNT_DELETION_PHRASE = 'DELETE';
export const DeleteAccountBody = z.object({
  confirmation: z.literal(ACCOUNT_DELETION_PHRASE),
  /** Required when the account signs in with a password (providers include `credential`). */
  password: z.optional(z.string().check(z.maxLength(ACCOUNT_PASSWORD_MAX_LENGTH))),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * Deletes the account at once: readings, clarifiers, shares, keys, sessions, settings, messages and subscriptions go;
 * ledger rows stay without anything that points at the person. 400 naming `confirmation` or `password` when either is
 * wrong or missing; throttled like sign-in. Clears the session cookie.
 */
export const deleteAccount = defineEndpoint({ method: 'POST', path: '/v1/profile/delete', body: DeleteAccountBody, response: SuccessSchema });
