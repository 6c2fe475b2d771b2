import { z } from 'zod';

/** `GET /v1/user-status/get`. */
export const UserStatusSchema = z.object({ status: z.string() });
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** `POST /v1/user-status/set-engaged`. */
export const SetEngagedResultSchema = z.object({ success: z.boolean() });
