import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const UnreadCountSchema = z.object({ count: z.number().check(z.int(), z.nonnegative()) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** How many messages the user has not read (the menu badge). */
export const getUnreadCount = defineEndpoint({ method: 'GET', path: '/v1/messages/unread/count', response: UnreadCountSchema });
