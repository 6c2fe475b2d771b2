import { z } from 'zod';
import { defineEndpoint, defineNavigation } from './endpoint.ts';

/**
 * Where better-auth serves its own calls (sign-in, sign-up, sessions). They are better-auth's, not
 * declared in the contract; both sides name the base from here.
 */
export const AUTH_BASE_PATH = '/api/auth';

/** `mail`: whether confirmation links are emailed; without a mail server they are in the server's log. */
export const AuthConfigSchema = z.object({ mail: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/**
 * The page the emailed password reset link opens, with `?token=`; it posts the new password to
 * better-auth's `POST {AUTH_BASE_PATH}/reset-password`. The server builds the link, the client routes it.
 */
export const RESET_PASSWORD_PAGE_PATH = '/reset-password';

/** What the sign-in page needs to know before anyone is signed in. */
export const getAuthConfig = defineEndpoint({ method: 'GET', path: '/v1/auth/config', response: AuthConfigSchema });

/** The product’s (docs/product.md) sign-out: a link the browser follows; the server signs out if signed in and redirects to /demo. */
export const logout = defineNavigation({ path: '/v1/authentication/logout' });
