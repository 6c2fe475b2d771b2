import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { adminGrant, userBan } from '#server/db/schema/admin.ts';
import { HttpError } from '#server/http/errors.ts';
import { isListedAdmin } from '#server/policies/is-admin.ts';
import { recordAdminAction } from './audit-log.ts';
import { lockTargetUser } from './target-user.ts';

/**
 * Grants or revokes the admin role stored in the database (docs/product.md#admins). ADMIN_EMAILS admins are the
 * operator's to change, and an admin cannot revoke themself, so the app always keeps one admin who can undo a
 * mistake. Asking for the role a user already has changes nothing.
 */
export async function setAdminRole(db: Db, adminId: string, userId: string, admin: boolean, adminEmails: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    if (isListedAdmin(target, adminEmails)) {
      if (admin) return;
      throw new HttpError(409, 'conflict', 'This admin is named in ADMIN_EMAILS: only the server’s configuration can change that.');
    }
    if (!admin) {
      if (target.id === adminId) throw new HttpError(409, 'conflict', 'You cannot revoke your own admin role.');
      const revoked = await tx.delete(adminGrant).where(eq(adminGrant.userId, userId)).returning({ userId: adminGrant.userId });
      if (revoked.length > 0) await recordAdminAction(tx, { adminId, action: 'user.admin.revoke', target: 'user', targetUserId: userId });
      return;
    }
    const [banned] = await tx.select({ userId: userBan.userId }).from(userBan).where(eq(userBan.userId, userId));
    if (banned) throw new HttpError(409, 'conflict', 'This user is banned: lift the ban first.');
    const granted = await tx.insert(adminGrant).values({ userId, grantedBy: adminId }).onConflictDoNothing().returning({ userId: adminGrant.userId });
    if (granted.length > 0) await recordAdminAction(tx, { adminId, action: 'user.admin.grant', target: 'user', targetUserId: userId });
  });
}
