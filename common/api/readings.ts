import { z } from 'zod';
import { CARDS_PER_DECK, MAX_READING_CARDS, QUESTION_MAX_LENGTH } from '../limits.ts';
import { defineEndpoint, defineStream } from './endpoint.ts';
import { dbText } from './text.ts';

/**
 * Reading statuses. QUEUED, GENERATING and ACTIVE mark the user's one active reading (docs/architecture.md#reading-pipeline);
 * SAVED is a reading kept in My Readings and no longer active; FAILED was refunded.
 */
export const ReadingStatus = z.enum(['QUEUED', 'GENERATING', 'ACTIVE', 'SAVED', 'FAILED']);
export type ReadingStatus = z.infer<typeof ReadingStatus>;
export const ACTIVE_STATUSES: readonly ReadingStatus[] = ['QUEUED', 'GENERATING', 'ACTIVE'];

/** An answer slot: which card answers which position (docs/product.md#records). */
export const AnswerSchema = z.object({
  answerUuid: dbText('The answer id'),
  cardId: dbText('The card id'),
  reversed: z.boolean().default(false),
  text: dbText('The answer').optional(),
  visualDescription: dbText('The visual description').optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

const DrawPosition = z.number().int().min(0).max(CARDS_PER_DECK - 1);

/** The body of {@link startReading} (docs/product.md#records reading request; `awnsers` is the product’s (docs/product.md) spelling). */
export const ReadingRequestSchema = z.object({
  general: z.boolean(),
  question: dbText('The question').max(QUESTION_MAX_LENGTH).default(''),
  id: dbText('The reading id').optional(),
  awnsers: z.array(AnswerSchema).default([]),
  cards: z.number().int().min(1).max(MAX_READING_CARDS),
  crossing: z.boolean().default(false),
  deckId: z.number().int(),
  selectedCards: z.array(DrawPosition).max(MAX_READING_CARDS).default([]),
  crossingCard: DrawPosition.nullable().default(null),
  spreadTypeName: dbText('The spread').default('GENERAL'),
  specialReadingId: z.number().int().default(-1),
  includeVisualDescriptions: z.boolean().default(false),
  allowReversed: z.boolean().default(true),
  shuffleId: dbText('The shuffle id').optional(),
  clarifierForAnswerUuid: dbText('The answer id').optional(),
});
export type ReadingRequest = z.infer<typeof ReadingRequestSchema>;

export const StartKind = z.enum(['reading', 'clarifier', 'special']);
export const StartParams = z.object({ kind: StartKind });
export const StartResultSchema = z.object({ id: z.string(), status: ReadingStatus });
export type StartResult = z.infer<typeof StartResultSchema>;

export const ShuffleSchema = z.object({ id: z.string(), deckId: z.number().int(), cardIds: z.array(z.string()) });
export const SpreadSchema = z.object({
  selectedCards: z.array(z.number().int()),
  crossingCard: z.number().int().nullable(),
  awnsers: z.array(AnswerSchema),
});
export const ClarifierSchema = SpreadSchema.extend({ clarifierForAnswerUuid: z.string() });

/** A whole reading (docs/product.md#records). Opened from its sealed form only while the user is unlocked. */
export const ReadingSchema = z.object({
  id: z.string(),
  request: ReadingRequestSchema,
  cost: z.number().int().nonnegative(),
  status: ReadingStatus,
  /** In My Readings (it may also still be the active reading). */
  saved: z.boolean(),
  version: z.number().int().nonnegative(),
  title: z.string(),
  summary: z.string(),
  createdAt: z.number().int(),
  shuffles: z.array(ShuffleSchema),
  spread: SpreadSchema,
  clarifiers: z.array(ClarifierSchema),
  /** While QUEUED: how many readings go before it, plus one. */
  queuePosition: z.number().int().nonnegative().optional(),
  /** The revealed shuffle seed and the commitment shown before the pick (docs/architecture.md#reading-pipeline). */
  seed: z.string(),
  commitment: z.string(),
});
export type Reading = z.infer<typeof ReadingSchema>;

export const ReadingIdParams = z.object({ id: dbText('The reading id').min(1).max(64) });
export const ReadingVersionQuery = z.object({ v: z.coerce.number().int().nonnegative().optional() });

/** Reading info (docs/product.md#records). */
export const ReadingInfoSchema = z.object({ id: z.string(), title: z.string(), summary: z.string() });
export type ReadingInfo = z.infer<typeof ReadingInfoSchema>;

export const HasActiveReadingSchema = z.object({ hasActiveReading: z.boolean() });
export const IsInQueueSchema = z.object({ inQueue: z.boolean(), position: z.number().int().nonnegative().nullable() });
export const CanSaveReadingSchema = z.object({ canSave: z.boolean() });
export const ReadingIdsSchema = z.object({ ids: z.array(z.string()) });
export const DiscardOldestSchema = z.object({ id: z.string().nullable() });
export const SuccessSchema = z.object({ success: z.boolean() });

/** A named spread position, e.g. "Past", with what a card there speaks to. */
export const SpreadPositionSchema = z.object({ name: z.string(), meaning: z.string() });
export type SpreadPosition = z.infer<typeof SpreadPositionSchema>;

/**
 * A spread type (docs/architecture.md#reading-pipeline). `positions` are the cards laid in order (a free spread uses the first
 * `cards` of them); a crossing card, when the spread has or allows one, lies across the first card.
 */
export const SpreadTypeSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  minCards: z.number().int().min(1),
  maxCards: z.number().int().min(1),
  crossing: z.enum(['none', 'optional', 'required']),
  crossingPosition: SpreadPositionSchema.nullable(),
  positions: z.array(SpreadPositionSchema),
});
export type SpreadType = z.infer<typeof SpreadTypeSchema>;
export const SpreadTypesSchema = z.array(SpreadTypeSchema);

/** The hash the draw page holds before the user picks (docs/architecture.md#reading-pipeline). */
export const CommitmentSchema = z.object({ shuffleId: z.string(), commitment: z.string() });

/** One `progress` event of {@link readingEvents} (docs/architecture.md#live-events): status, queue position and the text written so far. */
export const ReadingProgressSchema = z.object({
  status: ReadingStatus,
  queuePosition: z.number().int().optional(),
  partial: z
    .object({
      title: z.string().optional(),
      summary: z.string().optional(),
      answers: z.array(z.object({ index: z.number().int().nonnegative(), text: z.string(), visualDescription: z.string().optional() })).optional(),
    })
    .optional(),
});
export type ReadingProgress = z.infer<typeof ReadingProgressSchema>;

/* The reading calls of docs/product.md#call-list: GETs, as the spec lists them, even those that change something. */

/** The spread types the reading form offers. */
export const getSpreadTypes = defineEndpoint({ method: 'GET', path: '/v1/reading/spread-types', response: SpreadTypesSchema });

/** A fresh committed shuffle for the draw page: the hash of a seed the server keeps until the reading starts. */
export const getCommitment = defineEndpoint({ method: 'GET', path: '/v1/reading/commitment', response: CommitmentSchema });

/** Starts a reading; it is charged now and queued for the oracle. */
export const startReading = defineEndpoint({
  method: 'POST',
  path: '/v1/reading/start/:kind',
  params: StartParams,
  body: ReadingRequestSchema,
  response: StartResultSchema,
});

/** One reading; `v` is the version the client already holds (docs/product.md#call-list). */
export const getReading = defineEndpoint({
  method: 'GET',
  path: '/v1/reading/get_reading/:id',
  params: ReadingIdParams,
  query: ReadingVersionQuery,
  response: ReadingSchema,
});

/** A reading's title and summary. */
export const getReadingInfo = defineEndpoint({ method: 'GET', path: '/v1/reading/get_reading_info/:id', params: ReadingIdParams, response: ReadingInfoSchema });

/** The active reading, or null when there is none. */
export const getActiveReading = defineEndpoint({ method: 'GET', path: '/v1/reading/get_active_reading', response: ReadingSchema.nullable() });

/** Whether the user has an active (or queued) reading. */
export const hasActiveReading = defineEndpoint({ method: 'GET', path: '/v1/reading/has_active_reading', response: HasActiveReadingSchema });

/** Where the queue stands for the user's reading. */
export const isInQueue = defineEndpoint({ method: 'GET', path: '/v1/reading/is_in_queue', response: IsInQueueSchema });

/** Saves the active reading to My Readings; it stays the active reading. */
export const saveReading = defineEndpoint({ method: 'GET', path: '/v1/reading/save_reading', response: SuccessSchema });

/** Whether My Readings has room for one more. */
export const canSaveReading = defineEndpoint({ method: 'GET', path: '/v1/reading/can_save_reading', response: CanSaveReadingSchema });

/** Makes room in a full My Readings: discards the oldest saved reading and answers its id (null when none). */
export const discardOldest = defineEndpoint({ method: 'GET', path: '/v1/reading/discard_oldest', response: DiscardOldestSchema });

/** Re-opens a saved reading as the active one. */
export const setActiveReading = defineEndpoint({ method: 'POST', path: '/v1/reading/set_active/:id', params: ReadingIdParams, response: SuccessSchema });

/** Discards the active reading; a saved copy stays in My Readings. */
export const deleteActiveReading = defineEndpoint({ method: 'GET', path: '/v1/reading/delete_reading/active', response: SuccessSchema });

/** Deletes a saved reading. */
export const deleteReading = defineEndpoint({ method: 'GET', path: '/v1/reading/delete_reading/:id', params: ReadingIdParams, response: SuccessSchema });

/** The saved readings' ids, newest first. */
export const getReadingIds = defineEndpoint({ method: 'GET', path: '/v1/reading/get_reading_ids', response: ReadingIdsSchema });

/**
 * The live progress of a reading as Server-Sent Events (docs/architecture.md#live-events), ending once it is ACTIVE, SAVED
 * or FAILED; partial text only to a session that has unlocked the key.
 */
export const readingEvents = defineStream({ path: '/v1/reading/events/:id', params: ReadingIdParams, event: ReadingProgressSchema });
