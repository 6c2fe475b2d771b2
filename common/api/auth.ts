import * as z from 'zod/mini';
import { defineEndpoint, defineNavigation } from './endpoint.ts';

export { AUTH_BASE_PATH, RESET_PASSWORD_PAGE_PATH } from './auth-paths.ts';

/** `mail`: whether confirmation links are emailed; without a mail server they are in the server's log. */
export const AuthConfigSchema = z.object({ mail: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/** What the sign-in page needs to know before anyone is signed in. */
export const getAuthConfig = defineEndpoint({ method: 'GET', path: '/v1/auth/config', response: AuthConfigSchema });

/** The product’s (docs/product.md) sign-out: a link the browser follows; the server signs out if signed in and redirects to /demo. */
export const logout = defineNavigation({ path: '/v1/authentication/logout' });
