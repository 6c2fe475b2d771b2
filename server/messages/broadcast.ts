import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BroadcastRequest } from '#common/api/messages.ts';
import { user } from '#server/db/schema/auth.ts';
import { message } from '#server/db/schema/messages.ts';
import type { Executor } from '#server/points/load-points.ts';

/** A sent broadcast: the id its copies share and how many users got one. */
export interface BroadcastResult {
  broadcastId: string;
  recipients: number;
}

/**
 * Sends a message to every user who exists now: one row per user, all carrying one broadcast id, written by a
 * single INSERT … SELECT so the copies appear together and no user is listed in application memory.
 */
export async function broadcastMessage(db: Executor, { title, body }: BroadcastRequest): Promise<BroadcastResult> {
  const broadcastId = randomUUID();
  const rows = await db
    .insert(message)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()::text`.as('id'),
          userId: user.id,
          kind: sql<'broadcast'>`'broadcast'`.as('kind'),
          title: sql<string>`${title}`.as('title'),
          body: sql<string>`${body}`.as('body'),
          broadcastId: sql<string>`${broadcastId}`.as('broadcast_id'),
          readAt: sql<Date | null>`null`.as('read_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(user),
    )
    .returning({ id: message.id });
  return { broadcastId, recipients: rows.length };
}
