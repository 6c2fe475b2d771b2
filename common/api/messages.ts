import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { dbText } from './text.ts';

export const UnreadCountSchema = z.object({ count: z.number().check(z.int(), z.nonnegative()) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** What a message is about (docs/product.md#user-status-and-messages); the client picks its action from it. */
export const MessageKindSchema = z.enum(['welcome', 'reading_ready', 'broadcast', 'admin']);
export type MessageKind = z.infer<typeof MessageKindSchema>;

/** One message of the inbox; `createdAt` in epoch milliseconds. */
export const MessageSchema = z.object({
  id: z.string(),
  kind: MessageKindSchema,
  title: z.string(),
  body: z.string(),
  createdAt: z.number(),
  read: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagesSchema = z.object({ messages: z.array(MessageSchema) });
export type Messages = z.infer<typeof MessagesSchema>;

/** Message ids are UUIDs: anything else is a malformed request, not a missing message. */
export const MessageIdParams = z.object({ id: z.uuid('The message id must be a UUID') });

/** The longest broadcast title and body an admin may send. */
export const BROADCAST_TITLE_MAX_LENGTH = 120;
export const BROADCAST_BODY_MAX_LENGTH = 4000;

export const BroadcastRequestSchema = z.object({
  title: dbText('The title').check(z.trim(), z.minLength(1, 'The title is required'), z.maxLength(BROADCAST_TITLE_MAX_LENGTH)),
  body: dbText('The body').check(z.trim(), z.minLength(1, 'The body is required'), z.maxLength(BROADCAST_BODY_MAX_LENGTH)),
});
export type BroadcastRequest = z.infer<typeof BroadcastRequestSchema>;

/** A sent broadcast: the id every copy shares, and how many users received one. */
export const BroadcastResultSchema = z.object({ broadcastId: z.string(), recipients: z.number().check(z.int(), z.nonnegative()) });

/** How many messages the user has not read (the menu badge). */
export const getUnreadCount = defineEndpoint({ method: 'GET', path: '/v1/messages/unread/count', response: UnreadCountSchema });

/** The user's messages, newest first (at most MESSAGES_LIMIT on the server). */
export const getMessages = defineEndpoint({ method: 'GET', path: '/v1/messages', response: MessagesSchema });

/** Marks one of the user's messages read (again is fine) and answers the unread count afterwards. */
export const markMessageRead = defineEndpoint({ method: 'POST', path: '/v1/messages/:id/read', params: MessageIdParams, response: UnreadCountSchema });

/** Admins only: sends a message to every user. */
export const broadcastMessage = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/messages/broadcast',
  body: BroadcastRequestSchema,
  response: BroadcastResultSchema,
});
