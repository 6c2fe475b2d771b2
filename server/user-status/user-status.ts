import { eq, sql } from 'drizzle-orm';
import type { UserStatusValue } from '#common/api/user-status.ts';
import type { Db } from '#server/db/database.ts';
import { userStatus } from '#server/db/schema/user-settings.ts';
import type { Executor } from '#server/points/load-points.ts';

/** The user's status; a user without a row is NEW (new users need no seed). */
export async function loadUserStatus(db: Db, userId: string): Promise<UserStatusValue> {
  const [row] = await db.select({ status: userStatus.status }).from(userStatus).where(eq(userStatus.userId, userId));
  return row?.status === 'ENGAGED' ? 'ENGAGED' : 'NEW';
}

/** Marks the user ENGAGED, keeping the first time they were. */
export async function markEngaged(db: Executor, userId: string): Promise<void> {
  const now = new Date();
  await db
    .insert(userStatus)
    .values({ userId, status: 'ENGAGED', engagedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userStatus.userId,
      set: { status: 'ENGAGED', engagedAt: sql`coalesce(${userStatus.engagedAt}, excluded.engaged_at)`, updatedAt: now },
    });
}
