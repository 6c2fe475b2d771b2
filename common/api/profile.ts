import { z } from 'zod';
import { dbText } from './text.ts';

/** `GET /v1/profile/get`. md5String (an MD5 of the user id) namespaces the client cache. */
export const ProfileSchema = z.object({
  md5String: z.string().regex(/^[0-9a-f]{32}$/),
  name: z.string(),
  email: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** `GET /v1/profile/is-admin`. */
export const IsAdminSchema = z.object({ isAdmin: z.boolean() });
export type IsAdmin = z.infer<typeof IsAdminSchema>;

/** `GET /v1/profile/unlink/{provider}`. */
export const UnlinkProviderParams = z.object({ provider: dbText('The provider').min(1).max(64) });
export const UnlinkResultSchema = z.object({ success: z.boolean() });
