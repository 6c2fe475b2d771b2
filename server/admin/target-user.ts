import { eq } from 'drizzle-orm';
import { user } from '#server/db/schema/auth.ts';
import { notFound } from '#server/http/errors.ts';
import type { Executor } from '#server/points/load-points.ts';

/** The user an admin action is about, locked for the rest of the transaction so two actions on them take turns. */
export async function lockTargetUser(tx: Executor, id: string): Promise<{ id: string; email: string; emailVerified: boolean }> {
  const [row] = await tx.select({ id: user.id, email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, id)).for('update');
  if (!row) throw notFound('There is no such user.');
  return row;
}
