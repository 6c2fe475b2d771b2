import { eq } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session.ts';
import { adminGrant } from '#server/db/schema/admin.ts';
import type { Executor } from '#server/points/load-points.ts';

/**
 * Whether the user is an admin by ADMIN_EMAILS (compared case-insensitively) with the address confirmed: anyone
 * can sign up with an admin's address, only its owner can confirm it. These admins come from the operator's
 * configuration, so no admin can revoke or ban them (docs/product.md#admins).
 */
export function isListedAdmin(user: Pick<SessionUser, 'email' | 'emailVerified'>, adminEmails: readonly string[]): boolean {
  return user.emailVerified && adminEmails.includes(user.email.toLowerCase());
}

/** Whether the user is an admin: listed in ADMIN_EMAILS, or granted the role by another admin (docs/product.md#admins). */
export async function isAdmin(
  db: Pick<Executor, 'select'>,
  user: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>,
  adminEmails: readonly string[],
): Promise<boolean> {
  if (isListedAdmin(user, adminEmails)) return true;
  const [granted] = await db.select({ userId: adminGrant.userId }).from(adminGrant).where(eq(adminGrant.userId, user.id));
  return granted !== undefined;
}
