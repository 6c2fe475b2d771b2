import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, notInArray, or } from 'drizzle-orm';
import { commitmentOf } from '#common/domain/shuffle.ts';
import { nodeSha256 } from '#server/crypto/sha256.ts';
import type { Db } from '#server/db/database.ts';
import { shuffleCommitment } from '#server/db/schema/readings.ts';
import type { Executor } from '#server/points/load-points.ts';

/** How long a draw page may stay open with one committed shuffle. */
export const COMMITMENT_TTL_MS = 60 * 60 * 1000;
/**
 * Unused shuffles one user may hold. An open draw page uses only the newest, so this covers many
 * tabs and bursts of parallel starts with room to spare; past it the oldest goes, and reloading a
 * page in a loop cannot grow the table (a row is about 100 bytes).
 */
export const MAX_UNUSED_SHUFFLES = 32;

/**
 * Commits to a fresh CSPRNG shuffle seed for the draw page (docs/architecture.md#commit-and-draw); only its hash is shown.
 * First drops the user's expired shuffles and all but their newest MAX_UNUSED_SHUFFLES - 1, making
 * room for this one; other users' expired rows go with the scheduled purge (server/jobs/purge.ts).
 */
export async function createCommitment(db: Db, userId: string, now = new Date()): Promise<{ shuffleId: string; commitment: string }> {
  const seed = randomBytes(32);
  const shuffleId = randomUUID();
  const newest = db
    .select({ id: shuffleCommitment.id })
    .from(shuffleCommitment)
    .where(eq(shuffleCommitment.userId, userId))
    .orderBy(desc(shuffleCommitment.expiresAt))
    .limit(MAX_UNUSED_SHUFFLES - 1);
  await db
    .delete(shuffleCommitment)
    .where(and(eq(shuffleCommitment.userId, userId), or(lt(shuffleCommitment.expiresAt, now), notInArray(shuffleCommitment.id, newest))));
  await db.insert(shuffleCommitment).values({ id: shuffleId, userId, seed, expiresAt: new Date(now.getTime() + COMMITMENT_TTL_MS) });
  return { shuffleId, commitment: await commitmentOf(seed.toString('hex'), nodeSha256) };
}

/** Uses up a commitment: its seed, once, for its owner, before it expires; null otherwise. */
export async function takeCommitment(tx: Executor, userId: string, shuffleId: string, now = new Date()): Promise<string | null> {
  const [row] = await tx
    .delete(shuffleCommitment)
    .where(and(eq(shuffleCommitment.id, shuffleId), eq(shuffleCommitment.userId, userId), gt(shuffleCommitment.expiresAt, now)))
    .returning({ seed: shuffleCommitment.seed });
  return row ? row.seed.toString('hex') : null;
}
