import { eq } from 'drizzle-orm';
import { userKey } from '#server/db/schema/encryption.ts';
import type { Executor } from '#server/points/load-points.ts';

/**
 * The user's public key, which seals everything written for them (docs/decisions/0005), or undefined
 * when they have not created their encryption password yet — or started over, which deletes it.
 */
export async function loadPublicKey(db: Pick<Executor, 'select'>, userId: string): Promise<Buffer | undefined> {
  const [key] = await db.select({ publicKey: userKey.publicKey }).from(userKey).where(eq(userKey.userId, userId));
  return key?.publicKey;
}
