import { queryOptions, useQuery } from '@tanstack/react-query';
import * as account from '#common/api/account.ts';
import type { SignInProvider } from '#common/api/profile.ts';
import { call } from '#client/lib/http.ts';
import { refusalOf } from '#client/lib/refusal.ts';

/*
 * The profile page's own calls, apart from api.ts: every page's first load carries api.ts (the session check asks for
 * the profile), and none but this page needs these.
 */

/**
 * The account's reading and share totals. They change with every reading, so they are asked for each time the page
 * opens; a failure shows in the totals card, not in the Error dialog.
 */
export const profileTotalsQuery = queryOptions({
  queryKey: ['profile', 'totals'],
  queryFn: () => call(account.getProfileTotals, undefined, { quietExplained: true }),
  staleTime: 0,
});

/** The account's reading and share totals. */
export const useProfileTotals = () => useQuery(profileTotalsQuery);

/** What a profile action the page explains itself answers: done, or the words to show and the field they are about. */
export type ProfileResult = { ok: true } | { ok: false; message: string; field: string | null };

/**
 * The server's refusal as the page shows it (refusalOf): its own message and field for a 4xx, `fallback` otherwise
 * (the Error dialog is already up for those).
 */
function refusal(error: unknown, fallback: string): ProfileResult {
  const { status, message, field } = refusalOf(error);
  return status > 0 && status < 500 ? { ok: false, message, field: field ?? null } : { ok: false, message: fallback, field: null };
}

/** Runs one profile call whose explained failures the page shows beside the form. */
async function explained(pending: () => Promise<unknown>, fallback: string): Promise<ProfileResult> {
  try {
    await pending();
    return { ok: true };
  } catch (error) {
    return refusal(error, fallback);
  }
}

/**
 * Removes a sign-in method; 409 (the last one) and 404 (not linked) come back with the server's words, and so does a
 * 403 naming `password` when the session is not fresh enough: confirm the password, then try again.
 */
export const unlinkProvider = (provider: SignInProvider): Promise<ProfileResult> =>
  explained(() => call(account.unlinkProvider, { params: { provider } }, { quietExplained: true }), 'That sign-in method could not be removed.');

/**
 * Confirms the account password, which makes this session fresh again for a change that cannot carry it (unlinking);
 * a wrong one comes back naming `password`, a 429 says to wait.
 */
export const confirmPassword = (password: string): Promise<ProfileResult> =>
  explained(() => call(account.confirmPassword, { body: { password } }, { quietExplained: true }), 'Your password could not be checked.');

/** Subscribes `email` to Arcana's news; a 400 comes back with the server's words about the address. */
export const subscribeEmail = (email: string): Promise<ProfileResult> =>
  explained(() => call(account.subscribeEmail, { params: { email } }, { quietExplained: true }), 'The subscription could not be saved.');

/** Deletes the account for good; a 400 names `confirmation` or `password`, a 429 says to wait. */
export const deleteAccount = (body: account.DeleteAccountBody): Promise<ProfileResult> =>
  explained(() => call(account.deleteAccount, { body }, { quietExplained: true }), 'Your account could not be deleted.');
