/*
 * better-auth's paths, apart from the schemas in auth.ts: the client's route table names the reset
 * page on every first visit, and should not load the schema library to do so.
 */

/**
 * Where better-auth serves its own calls (sign-in, sign-up, sessions). They are better-auth's, not
 * declared in the contract; both sides name the base from here.
 */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The page the emailed password reset link opens, with `?token=`; it posts the new password to
 * better-auth's `POST {AUTH_BASE_PATH}/reset-password`. The server builds the link, the client routes it.
 */
export const RESET_PASSWORD_PAGE_PATH = '/reset-password';

/** The query the profile page reads to say a confirmation link was opened while another account was signed in. */
export const CONFIRMED_ELSEWHERE_PARAM = 'confirmed';
export const CONFIRMED_ELSEWHERE_VALUE = 'another-account';

/**
 * Where a confirmation link leads in a browser signed in to another account: the address is confirmed, the
 * session stays, and the profile says which account is still signed in (docs/decisions/0018). The query names
 * no address, so none reaches a log on the way.
 */
export const CONFIRMED_ELSEWHERE_PAGE_PATH = `/app/main/profile?${CONFIRMED_ELSEWHERE_PARAM}=${CONFIRMED_ELSEWHERE_VALUE}`;
