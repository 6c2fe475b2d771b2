import { APIError } from 'better-auth/api';
import { CONFIRMED_ELSEWHERE_PAGE_PATH } from '#common/api/auth-paths.ts';

/** The id of the user whose session the request's cookie carries, or null without a valid one. */
export type SessionUserOf = (headers: Headers) => Promise<string | null>;

/**
 * better-auth's `emailVerification.afterEmailVerification`, which runs once the address is marked confirmed and
 * before better-auth signs the link's account in. In a browser signed in to another account it stops there and
 * leads to the profile, which says so: the link confirms, it never switches accounts (docs/decisions/0018).
 * Without a session, or with the same account's, better-auth goes on as before.
 */
export function keepOtherAccountSignedIn(sessionUserOf: SessionUserOf) {
  return async (confirmed: { id: string }, request?: Request): Promise<void> => {
    if (!request) return;
    const signedIn = await sessionUserOf(request.headers);
    if (signedIn !== null && signedIn !== confirmed.id) throw new APIError('FOUND', undefined, { location: CONFIRMED_ELSEWHERE_PAGE_PATH });
  };
}
