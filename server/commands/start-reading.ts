import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ReadingRequest, ReadingSpecial, Started } from '#common/api/readings.ts';
import { findDeck } from '#common/cards/decks.ts';
import { readingCost } from '#common/domain/reading-cost.ts';
import { commitmentOf } from '#common/domain/shuffle.ts';
import { nodeSha256 } from '#server/crypto/sha256.ts';
import { findSpreadType, spreadProblem } from '#common/domain/spreads.ts';
import type { SessionUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { reading, readingPending } from '#server/db/schema/readings.ts';
import { unlockedDeckIds } from '#server/decks/deck-views.ts';
import { loadPublicKey } from '#server/encryption/public-key.ts';
import { badRequest, HttpError } from '#server/http/errors.ts';
import { enqueueGeneration, type GenerationQueue } from '#server/jobs/generation-queue.ts';
import { chargeGems } from '#server/points/charge-gems.ts';
import { InsufficientBalanceError } from '#server/points/ledger.ts';
import type { Executor } from '#server/points/load-points.ts';
import { readingChargeKey } from '#server/readings/charge-key.ts';
import { takeCommitment } from '#server/readings/commitments.ts';
import { drawFromSeed } from '#server/readings/draw.ts';
import { encryptPending } from '#server/readings/pending.ts';
import { sealRequest } from '#server/readings/sealed.ts';
import { loadCosts } from '#server/settings/load-costs.ts';

export const READING_IN_PROGRESS = 'You already have a reading in progress. Save it to My Readings or discard it to start a new one.';

/**
 * Checks what every kind of reading start shares and the schema cannot: the question, the picks, the
 * deck and the shuffle. @throws HttpError 400 naming the field.
 */
export async function validateDraw(db: Db, userId: string, request: ReadingRequest): Promise<void> {
  if (!request.general && request.question.trim() === '') throw badRequest('Ask your question, or choose a general reading', 'question');
  const picks = [...request.selectedCards, ...(request.crossingCard === null ? [] : [request.crossingCard])];
  if (request.selectedCards.length !== request.cards) throw badRequest(`Pick ${request.cards} cards`, 'selectedCards');
  if (request.crossing !== (request.crossingCard !== null)) {
    throw badRequest(request.crossing ? 'Pick the crossing card' : 'This reading has no crossing card', 'crossingCard');
  }
  if (new Set(picks).size !== picks.length) throw badRequest('Each card can be picked once', 'selectedCards');
  if (!findDeck(request.deckId)) throw badRequest(`There is no deck ${request.deckId}`, 'deckId');
  if (!(await unlockedDeckIds(db, userId)).has(request.deckId)) throw badRequest('Unlock this deck to read with it', 'deckId');
  if (!request.shuffleId) throw badRequest('Shuffle before you draw', 'shuffleId');
}

/** Checks an ordinary reading's spread: one of the spread types, in a shape it allows. @throws HttpError 400 naming the field. */
function validateSpread(request: ReadingRequest): void {
  if (request.specialReadingId !== -1) throw badRequest('Start a bonus reading from Bonus Readings', 'specialReadingId');
  const spread = findSpreadType(request.spreadTypeName);
  if (!spread) throw badRequest(`Unknown spread ${request.spreadTypeName}`, 'spreadTypeName');
  const problem = spreadProblem(spread, request.cards, request.crossing);
  if (problem) throw badRequest(problem, 'cards');
}

/** Moves the user's active reading back to My Readings when it is finished and saved; anything else stays and trips the one-active index. */
async function closeSavedActiveReading(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(reading)
    .set({ status: 'SAVED', updatedAt: new Date() })
    .where(and(eq(reading.userId, userId), eq(reading.status, 'ACTIVE'), isNotNull(reading.savedAt)));
}

/** What starting any kind of reading needs. */
export interface StartDeps extends GenerationQueue {
  db: Db;
  jobKey: Buffer;
}

/** A validated, priced reading for {@link createReading} to lay down. */
export interface NewReading {
  kind: 'reading' | 'special';
  request: ReadingRequest;
  /** The price in gems, from the shared formula. */
  cost: number;
  /** A bonus reading's template as it is now, and its guidance for the model (docs/product.md#bonus-readings). */
  special?: ReadingSpecial & { guidance: string };
}

/**
 * Creates a validated, priced reading (docs/architecture.md#starting): in ONE transaction takes the committed shuffle,
 * draws, creates the reading (QUEUED, its request sealed to the user's key), charges the gems, stores
 * the model's input under the job key and enqueues the job carrying only the id, announcing it to the
 * workers of every process. A bonus reading's template travels with it (sealed for the result page,
 * under the job key for the worker), so a later change to the template leaves it as it was.
 * A finished active reading that is saved is safe in My Readings, so the same transaction closes it
 * (SAVED) rather than refusing; an unsaved or still-written one is refused with a 409.
 * Either all of it happens or none of it.
 */
export async function createReading(deps: StartDeps, user: SessionUser, { kind, request, cost, special }: NewReading): Promise<Started> {
  const { db, jobKey } = deps;
  const publicKey = await loadPublicKey(db, user.id);
  if (!publicKey) throw new HttpError(409, 'no_key', 'Create your encryption password before your first reading.');
  const id = randomUUID();

  await db.transaction(async (tx) => {
    const seed = await takeCommitment(tx, user.id, request.shuffleId!);
    if (!seed) throw badRequest('This shuffle has expired or was used. Shuffle again.', 'shuffleId');
    const { shuffleCardIds, drawn } = await drawFromSeed({ seedHex: seed, ...request, allowReversed: request.allowReversed });
    const sealedRequest = sealRequest(publicKey, id, {
      request,
      shuffle: { id: request.shuffleId!, deckId: request.deckId, cardIds: shuffleCardIds },
      seed,
      commitment: await commitmentOf(seed, nodeSha256),
      drawn,
      ...(special ? { special: { specialReadingId: special.specialReadingId, title: special.title, positions: special.positions } } : {}),
    });
    await closeSavedActiveReading(tx, user.id);
    try {
      await tx.insert(reading).values({ id, userId: user.id, status: 'QUEUED', kind, cost, sealedRequest });
    } catch (error) {
      if (isUniqueViolation(error, 'reading_one_active_per_user_idx')) throw new HttpError(409, 'reading_in_progress', READING_IN_PROGRESS);
      throw error;
    }
    try {
      await chargeGems(tx, user.id, cost, readingChargeKey(id));
    } catch (error) {
      if (error instanceof InsufficientBalanceError) {
        const have = error.balance.points + error.balance.extraPoints;
        throw new HttpError(400, 'insufficient_gems', `Not enough gems: this reading costs ${cost} and you have ${have}.`, 'cards');
      }
      throw error;
    }
    const payload = encryptPending(jobKey, id, {
      question: request.question,
      general: request.general,
      spreadTypeName: request.spreadTypeName,
      includeVisualDescriptions: request.includeVisualDescriptions,
      drawn,
      ...(special ? { special: { title: special.title, positions: special.positions, guidance: special.guidance } } : {}),
    });
    await tx.insert(readingPending).values({ readingId: id, payload });
    await enqueueGeneration(deps, tx, { readingId: id });
  });
  return { id, status: 'QUEUED' };
}

/**
 * Starts an ordinary reading (docs/architecture.md#starting): validates, prices with the shared formula and the costs in force,
 * and creates it with {@link createReading}.
 */
export async function startReading(deps: StartDeps, user: SessionUser, request: ReadingRequest): Promise<Started> {
  validateSpread(request);
  await validateDraw(deps.db, user.id, request);
  const cost = readingCost({ kind: 'reading', ...request }, await loadCosts(deps.db));
  return createReading(deps, user, { kind: 'reading', request, cost });
}
