import { z } from 'zod';

/** `GET /v1/auth/config`: what the sign-in page needs to know before anyone is signed in. */
export const AUTH_CONFIG_PATH = '/v1/auth/config';

/** `mail`: whether confirmation links are emailed; without a mail server they are in the server's log. */
export const AuthConfigSchema = z.object({ mail: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/**
 * The page the emailed password reset link opens, with `?token=`; it posts the new password to
 * better-auth's `POST /api/auth/reset-password`. The server builds the link, the client routes it.
 */
export const RESET_PASSWORD_PAGE_PATH = '/reset-password';
