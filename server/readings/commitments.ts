import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { commitmentOf } from '#common/domain/shuffle.ts';
import type { Db } from '#server/db/database.ts';
import { shuffleCommitment } from '#server/db/schema/readings.ts';
import type { Executor } from '#server/points/load-points.ts';

/** How long a draw page may stay open with one committed shuffle. */
export const COMMITMENT_TTL_MS = 60 * 60 * 1000;

/** Commits to a fresh CSPRNG shuffle seed for the draw page (DESIGN §5); only its hash is shown. */
export async function createCommitment(db: Db, userId: string, now = new Date()): Promise<{ shuffleId: string; commitment: string }> {
  const seed = randomBytes(32);
  const shuffleId = randomUUID();
  await db.delete(shuffleCommitment).where(lt(shuffleCommitment.expiresAt, now));
  await db.insert(shuffleCommitment).values({ id: shuffleId, userId, seed, expiresAt: new Date(now.getTime() + COMMITMENT_TTL_MS) });
  return { shuffleId, commitment: await commitmentOf(seed.toString('hex')) };
}

/** Uses up a commitment: its seed, once, for its owner, before it expires; null otherwise. */
export async function takeCommitment(tx: Executor, userId: string, shuffleId: string, now = new Date()): Promise<string | null> {
  const [row] = await tx
    .delete(shuffleCommitment)
    .where(and(eq(shuffleCommitment.id, shuffleId), eq(shuffleCommitment.userId, userId), gt(shuffleCommitment.expiresAt, now)))
    .returning({ seed: shuffleCommitment.seed });
  return row ? row.seed.toString('hex') : null;
}
