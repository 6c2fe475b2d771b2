import { z } from 'zod';

/** `GET /v1/auth/config`: what the sign-in page needs to know before anyone is signed in. */
export const AUTH_CONFIG_PATH = '/v1/auth/config';

/** `mail`: whether confirmation links are emailed; without a mail server they are in the server's log. */
export const AuthConfigSchema = z.object({ mail: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
