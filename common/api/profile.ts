import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * The ways to sign in an account can have (better-auth's provider ids): `credential` is email and password, the
 * others are the OAuth providers docs/product.md#sign-in names.
 */
export const SIGN_IN_PROVIDERS = ['credential', 'google', 'github'] as const;
export const SignInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof SignInProviderSchema>;

/** md5String (an MD5 of the user id) namespaces the client cache. */
export const ProfileSchema = z.object({
  md5String: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  name: z.string(),
  email: z.string(),
  /** When the account was created, epoch ms. */
  memberSince: z.number(),
  /** The sign-in methods linked to the account, in SIGN_IN_PROVIDERS order. */
  providers: z.array(SignInProviderSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const IsAdminSchema = z.object({ isAdmin: z.boolean() });
export type IsAdmin = z.infer<typeof IsAdminSchema>;

/** The signed-in user; 401 when signed out, which the client's session check relies on. */
export const getProfile = defineEndpoint({ method: 'GET', path: '/v1/profile/get', response: ProfileSchema });

/** Whether the user is an admin (docs/product.md#admins). */
export const getIsAdmin = defineEndpoint({ method: 'GET', path: '/v1/profile/is-admin', response: IsAdminSchema });
