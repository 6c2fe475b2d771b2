import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Message } from '#common/api/messages.ts';
import type { Db } from '#server/db/database.ts';
import { message } from '#server/db/schema/messages.ts';

/** The most messages the inbox lists: the newest ones; older ones stay stored (and counted while unread). */
export const MESSAGES_LIMIT = 100;

/** The user's newest messages, newest first. */
export async function listMessages(db: Db, userId: string): Promise<Message[]> {
  const rows = await db
    .select()
    .from(message)
    .where(eq(message.userId, userId))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(MESSAGES_LIMIT);
  return rows.map((row) => ({ id: row.id, kind: row.kind, title: row.title, body: row.body, createdAt: row.createdAt.getTime(), read: row.readAt !== null }));
}

/** How many of the user's messages are unread. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(message)
    .where(and(eq(message.userId, userId), isNull(message.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks the user's message read, keeping the first read time when it was read already. False when the
 * user has no message of that id (someone else's included: the caller answers 404 either way).
 */
export async function markRead(db: Db, userId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ readAt: message.readAt })
    .from(message)
    .where(and(eq(message.id, messageId), eq(message.userId, userId)));
  if (!row) return false;
  if (row.readAt === null) {
    await db
      .update(message)
      .set({ readAt: new Date() })
      .where(and(eq(message.id, messageId), eq(message.userId, userId), isNull(message.readAt)));
  }
  return true;
}
