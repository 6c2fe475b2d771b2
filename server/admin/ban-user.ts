import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { adminGrant, userBan } from '#server/db/schema/admin.ts';
import { session } from '#server/db/schema/auth.ts';
import { HttpError } from '#server/http/errors.ts';
import { isListedAdmin } from '#server/policies/is-admin.ts';
import { recordAdminAction } from './audit-log.ts';
import { lockTargetUser } from './target-user.ts';

/**
 * Bans a user (docs/product.md#admins): ends every session they have and takes back a granted admin role, in the
 * transaction that records the ban. Signing in again is refused (server/auth/auth.ts), and so is any request of a
 * session that slipped through (server/auth/session-reader.ts). Banning a banned user changes nothing.
 */
export async function banUser(db: Db, adminId: string, userId: string, adminEmails: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    if (target.id === adminId) throw new HttpError(409, 'conflict', 'You cannot ban yourself.');
    if (isListedAdmin(target, adminEmails)) throw new HttpError(409, 'conflict', 'Admins named in ADMIN_EMAILS cannot be banned.');
    const banned = await tx.insert(userBan).values({ userId, bannedBy: adminId }).onConflictDoNothing().returning({ userId: userBan.userId });
    if (banned.length === 0) return;
    const sessions = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    const revokedAdmin = await tx.delete(adminGrant).where(eq(adminGrant.userId, userId)).returning({ userId: adminGrant.userId });
    await recordAdminAction(tx, {
      adminId,
      action: 'user.ban',
      target: 'user',
      targetUserId: userId,
      detail: { sessionsEnded: sessions.length, adminRoleRevoked: revokedAdmin.length > 0 },
    });
  });
}

/** Lifts a ban; the user signs in again as usual. Unbanning a user who is not banned changes nothing. */
export async function unbanUser(db: Db, adminId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTargetUser(tx, userId);
    const lifted = await tx.delete(userBan).where(eq(userBan.userId, userId)).returning({ userId: userBan.userId });
    if (lifted.length > 0) await recordAdminAction(tx, { adminId, action: 'user.unban', target: 'user', targetUserId: userId });
  });
}
