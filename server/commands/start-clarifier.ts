import { randomUUID, type KeyObject } from 'node:crypto';
import { and, count, eq, max, ne } from 'drizzle-orm';
import { CLARIFIER_CARDS, IN_PROGRESS_STATUSES, type ReadingRequest, type Started } from '#common/api/readings.ts';
import { readingCost } from '#common/domain/reading-cost.ts';
import { commitmentOf } from '#common/domain/shuffle.ts';
import { findSpreadType } from '#common/domain/spreads.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { nodeSha256 } from '#server/crypto/sha256.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { clarifierPending, readingClarifier } from '#server/db/schema/readings.ts';
import { loadPublicKey } from '#server/encryption/public-key.ts';
import { badRequest, HttpError } from '#server/http/errors.ts';
import { enqueueGeneration } from '#server/jobs/generation-queue.ts';
import { chargeGems } from '#server/points/charge-gems.ts';
import { InsufficientBalanceError } from '#server/points/ledger.ts';
import type { Executor } from '#server/points/load-points.ts';
import { clarifierChargeKey } from '#server/readings/charge-key.ts';
import { encryptClarifierWork } from '#server/readings/clarifier-pending.ts';
import { sealClarifierRequest } from '#server/readings/clarifier-sealed.ts';
import { bumpVersion } from '#server/readings/clarifier-view.ts';
import { takeCommitment } from '#server/readings/commitments.ts';
import { drawFromSeed } from '#server/readings/draw.ts';
import { activeReading, ownReading, type ReadingRow } from '#server/readings/reading-view.ts';
import { openRequest, openResult, type SealedRequest } from '#server/readings/sealed.ts';
import { loadCosts } from '#server/settings/load-costs.ts';
import { type StartDeps, validateDraw } from './start-reading.ts';

export const NO_READING_TO_CLARIFY = 'Start a reading first: a clarifier asks about one of its answers.';
export const READING_STILL_WRITTEN = 'Your reading is still being written. Ask a clarifier once it is finished.';
export const ONLY_ACTIVE_READING = 'Only your active reading takes clarifiers. Open it from My Readings first.';
export const CLARIFIER_IN_PROGRESS = 'A clarifier for this reading is still being written. Ask the next one once it is finished.';

/** The reading a clarifier asks about: the one the request names, else the active one; it must be written and active. */
async function readingToClarify(deps: StartDeps, userId: string, request: ReadingRequest): Promise<ReadingRow> {
  const row = request.id ? await ownReading(deps.db, userId, request.id) : await activeReading(deps.db, userId);
  if (!row) throw new HttpError(409, 'no_active_reading', NO_READING_TO_CLARIFY);
  if (IN_PROGRESS_STATUSES.includes(row.status)) throw new HttpError(409, 'reading_in_progress', READING_STILL_WRITTEN);
  if (row.status !== 'ACTIVE') throw new HttpError(409, 'reading_not_active', ONLY_ACTIVE_READING);
  return row;
}

/**
 * The answer uuid a clarifier names: `clarifierForAnswerUuid`, or the product's `awnsers` pointing at it (docs/product.md#reading-request).
 * @throws HttpError 400 naming the field when it names none, or two different answers.
 */
function clarifiedAnswerUuid(request: ReadingRequest): string {
  const fromAnswers = request.awnsers[0]?.answerUuid;
  const uuid = request.clarifierForAnswerUuid ?? fromAnswers;
  if (!uuid) throw badRequest('Choose the answer to clarify', 'clarifierForAnswerUuid');
  if (fromAnswers !== undefined && (request.awnsers.length > 1 || fromAnswers !== uuid)) {
    throw badRequest('A clarifier asks about one answer', 'awnsers');
  }
  return uuid;
}

/** The name of the place the reading's answer `index` lies in: its spread's (or bonus template's) position. */
function answerPositionName(sealed: SealedRequest, index: number): string {
  const { request } = sealed;
  const crossing = request.crossing && index === request.cards;
  const spread = findSpreadType(request.spreadTypeName);
  const position = sealed.special ? sealed.special.positions[index] : crossing ? spread?.crossingPosition : spread?.positions[index];
  return position?.name ?? (crossing ? 'What crosses' : `Card ${index + 1}`);
}

/** The reading's clarifiers so far: how many count toward the price (failed ones were refunded) and the next free position. */
async function clarifierTally(tx: Executor, readingId: string): Promise<{ priced: number; nextPosition: number }> {
  const [priced] = await tx
    .select({ value: count() })
    .from(readingClarifier)
    .where(and(eq(readingClarifier.readingId, readingId), ne(readingClarifier.status, 'FAILED')));
  const [last] = await tx.select({ value: max(readingClarifier.position) }).from(readingClarifier).where(eq(readingClarifier.readingId, readingId));
  return { priced: priced?.value ?? 0, nextPosition: (last?.value ?? 0) + 1 };
}

/**
 * Starts a clarifier on the user's active, written reading (docs/product.md#clarifiers): one card (and an optional crossing
 * card) from a committed shuffle, for a follow-up question on one of its answers. Prices it with the clarifier branch of the
 * shared formula (each clarifier the reading already has makes it dearer) and, in ONE transaction, draws, records the
 * clarifier (QUEUED, its request sealed to the user's key), charges the gems, stores the model's input (the follow-up, the
 * card, and the clarified answer and question opened with the session's private key) under the job key, and enqueues the
 * reading job with the clarifier's id; the reading's version goes up, as it does whenever its clarifiers change. One clarifier is written at a time per reading, enforced by the database.
 */
export async function startClarifier(deps: StartDeps, user: SessionUser, request: ReadingRequest, privateKey: KeyObject): Promise<Started> {
  const { db, jobKey } = deps;
  const row = await readingToClarify(deps, user.id, request);
  const answerUuid = clarifiedAnswerUuid(request);
  const sealed = openRequest(privateKey, row.id, row.sealedRequest);
  const answers = row.sealedResult ? openResult(privateKey, row.id, row.sealedResult).answers : [];
  const index = answers.findIndex((answer) => answer.answerUuid === answerUuid);
  const clarified = answers[index];
  if (!clarified) throw badRequest('That answer is not in this reading', 'clarifierForAnswerUuid');
  if (request.cards !== CLARIFIER_CARDS) throw badRequest(`A clarifier takes ${CLARIFIER_CARDS} card`, 'cards');
  await validateDraw(db, user.id, request);
  const publicKey = await loadPublicKey(db, user.id);
  if (!publicKey) throw new HttpError(409, 'no_key', 'Create your encryption password before your first reading.');
  const costs = await loadCosts(db);
  const id = randomUUID();
  const ids = { readingId: row.id, clarifierId: id };

  return db.transaction(async (tx) => {
    const seed = await takeCommitment(tx, user.id, request.shuffleId!);
    if (!seed) throw badRequest('This shuffle has expired or was used. Shuffle again.', 'shuffleId');
    const { shuffleCardIds, drawn } = await drawFromSeed({ seedHex: seed, ...request });
    const { priced, nextPosition } = await clarifierTally(tx, row.id);
    const cost = readingCost({ kind: 'clarifier', ...request, clarifierCount: priced }, costs);
    const sealedRequest = sealClarifierRequest(publicKey, ids, {
      request: { ...request, id: row.id, clarifierForAnswerUuid: answerUuid, awnsers: [] },
      clarifierForAnswerUuid: answerUuid,
      shuffle: { id: request.shuffleId!, deckId: request.deckId, cardIds: shuffleCardIds },
      seed,
      commitment: await commitmentOf(seed, nodeSha256),
      drawn,
    });
    try {
      await tx.insert(readingClarifier).values({ id, readingId: row.id, userId: user.id, position: nextPosition, status: 'QUEUED', cost, sealedRequest });
    } catch (error) {
      // Two starts at once: one wins the position (or the one-in-flight index), the other is told to wait.
      if (isUniqueViolation(error, 'reading_clarifier_one_in_flight_idx') || isUniqueViolation(error, 'reading_clarifier_position_idx')) {
        throw new HttpError(409, 'clarifier_in_progress', CLARIFIER_IN_PROGRESS);
      }
      throw error;
    }
    try {
      await chargeGems(tx, user.id, cost, clarifierChargeKey(id));
    } catch (error) {
      if (error instanceof InsufficientBalanceError) {
        const have = error.balance.points + error.balance.extraPoints;
        throw new HttpError(400, 'insufficient_gems', `Not enough gems: this clarifier costs ${cost} and you have ${have}.`, 'cards');
      }
      throw error;
    }
    const payload = encryptClarifierWork(jobKey, id, {
      question: request.question,
      general: request.general,
      includeVisualDescriptions: request.includeVisualDescriptions,
      drawn,
      clarifies: {
        positionName: answerPositionName(sealed, index),
        cardId: clarified.cardId,
        reversed: clarified.reversed,
        answer: clarified.text ?? '',
        question: sealed.request.general ? '' : sealed.request.question,
      },
    });
    await tx.insert(clarifierPending).values({ clarifierId: id, payload });
    await bumpVersion(tx, row.id);
    await enqueueGeneration(deps, tx, { readingId: row.id, clarifierId: id });
    return { id: row.id, status: 'QUEUED' as const, clarifierPosition: nextPosition };
  });
}
