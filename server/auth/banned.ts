import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { userBan } from '#server/db/schema/admin.ts';

/** What a banned user is told, at sign-in and on a request (docs/product.md#admins). */
export const BANNED_MESSAGE = 'This account has been banned. Contact the site’s administrators if you think this is a mistake.';

/** Whether an admin has banned the user (server/admin/ban-user.ts). */
export async function isBanned(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: userBan.userId }).from(userBan).where(eq(userBan.userId, userId));
  return row !== undefined;
}
