import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { FormToken } from '#common/api/encryption.ts';
import type { Db } from '#server/db/database.ts';
import { formToken } from '#server/db/schema/encryption.ts';
import { badRequest } from '#server/http/errors.ts';

/** How long a Create Password form may stay open before its token expires. */
export const FORM_TOKEN_TTL_MS = 10 * 60 * 1000;
/** Open forms one user may hold (tabs); past it the oldest token goes, so reloading in a loop cannot grow the table. */
export const MAX_OPEN_FORM_TOKENS = 10;
const CHALLENGE_MAX = 20;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a single-use form token with a fresh addition challenge (two numbers from 1 to 20). */
export async function issueFormToken(db: Db, userId: string, botSessionId: string, now = new Date()): Promise<FormToken> {
  const token = randomBytes(32).toString('base64url');
  const a = randomInt(1, CHALLENGE_MAX + 1);
  const b = randomInt(1, CHALLENGE_MAX + 1);
  const expiresAt = new Date(now.getTime() + FORM_TOKEN_TTL_MS);
  // This user's used, expired and oldest tokens make room; everyone else's go with the scheduled purge (server/jobs/purge.ts).
  const newest = db
    .select({ tokenHash: formToken.tokenHash })
    .from(formToken)
    .where(and(eq(formToken.userId, userId), isNull(formToken.usedAt)))
    .orderBy(desc(formToken.expiresAt))
    .limit(MAX_OPEN_FORM_TOKENS - 1);
  await db
    .delete(formToken)
    .where(and(eq(formToken.userId, userId), or(isNotNull(formToken.usedAt), lt(formToken.expiresAt, now), notInArray(formToken.tokenHash, newest))));
  await db.insert(formToken).values({ tokenHash: hashToken(token), userId, botSessionId, challengeAnswer: a + b, expiresAt });
  return { formToken: token, challenge: { a, b }, expiresAt: expiresAt.getTime() };
}

/**
 * Uses up a form token: it must exist, belong to this user and form session, be unexpired and unused.
 * Marking it used is one conditional update, so two submissions racing with one token cannot both pass.
 * @throws HttpError 400 naming formToken or jsChallenge.
 */
export async function consumeFormToken(
  db: Db,
  submitted: { token: string; userId: string; botSessionId: string; challengeAnswer: string },
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .update(formToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(formToken.tokenHash, hashToken(submitted.token)),
        eq(formToken.userId, submitted.userId),
        eq(formToken.botSessionId, submitted.botSessionId),
        isNull(formToken.usedAt),
        gt(formToken.expiresAt, now),
      ),
    )
    .returning({ challengeAnswer: formToken.challengeAnswer });
  if (!row) throw badRequest('This form has expired or was already sent. Please try again.', 'formToken');
  if (submitted.challengeAnswer.trim() !== String(row.challengeAnswer)) {
    throw badRequest('The human check failed. Please try again.', 'jsChallenge');
  }
}
