import { z } from 'zod';

/** `GET /v1/messages/unread/count`. */
export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
