import { randomUUID } from 'node:crypto';
import type { BroadcastRequest } from '#common/api/messages.ts';
import { message } from '#server/db/schema/messages.ts';
import type { Executor } from '#server/points/load-points.ts';

/** An admin's message to one user (docs/product.md#admins): a message of kind `admin` in their inbox, unread. */
export async function sendDirectMessage(db: Executor, userId: string, { title, body }: BroadcastRequest): Promise<string> {
  const id = randomUUID();
  await db.insert(message).values({ id, userId, kind: 'admin', title, body });
  return id;
}
