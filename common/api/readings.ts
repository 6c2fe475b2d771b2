import * as z from 'zod/mini';
// zod/mini's `default`, which a module cannot export under that name.
import { _default as withDefault } from 'zod/mini';
import { CARDS_PER_DECK, MAX_READING_CARDS, QUESTION_MAX_LENGTH } from '../limits.ts';
import { defineEndpoint, defineStream } from './endpoint.ts';
import { SafetyAnswerSchema, SafetyStopSchema } from './safety.ts';
import { dbText } from './text.ts';

/**
 * Reading statuses. QUEUED, GENERATING and ACTIVE mark the user's one active reading (docs/architecture.md#reading-pipeline);
 * SAVED is a reading kept in My Readings and no longer active; FAILED was refunded.
 */
export const ReadingStatus = z.enum(['QUEUED', 'GENERATING', 'ACTIVE', 'SAVED', 'FAILED']);
export type ReadingStatus = z.infer<typeof ReadingStatus>;
/** The statuses of a user's one active reading, which the database allows one of per user. */
export const ACTIVE_STATUSES: readonly ReadingStatus[] = ['QUEUED', 'GENERATING', 'ACTIVE'];
/** A reading or clarifier still being written: waiting for a worker, or being generated; its event stream stays open. */
export const IN_PROGRESS_STATUSES: readonly ReadingStatus[] = ['QUEUED', 'GENERATING'];
/** Every other status: generation is over, written (ACTIVE, or SAVED since) or failed and refunded; its event stream ends. */
export const SETTLED_STATUSES: readonly ReadingStatus[] = ['ACTIVE', 'SAVED', 'FAILED'];
/** A reading whose result is written and sealed: shown in full, and the only kind that can be shared. */
export const WRITTEN_STATUSES: readonly ReadingStatus[] = ['ACTIVE', 'SAVED'];

/** An answer slot: which card answers which position (docs/product.md#records). */
export const AnswerSchema = z.object({
  answerUuid: dbText('The answer id'),
  cardId: dbText('The card id'),
  reversed: withDefault(z.boolean(), false),
  text: z.optional(dbText('The answer')),
  visualDescription: z.optional(dbText('The visual description')),
});
export type Answer = z.infer<typeof AnswerSchema>;

const DrawPosition = z.number().check(z.int(), z.minimum(0), z.maximum(CARDS_PER_DECK - 1));

/** The body of {@link startReading} (docs/product.md#records reading request; `awnsers` is the product’s (docs/product.md) spelling). */
export const ReadingRequestSchema = z.object({
  general: z.boolean(),
  question: withDefault(dbText('The question').check(z.maxLength(QUESTION_MAX_LENGTH)), ''),
  id: z.optional(dbText('The reading id')),
  awnsers: withDefault(z.array(AnswerSchema), []),
  cards: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_READING_CARDS)),
  crossing: withDefault(z.boolean(), false),
  deckId: z.number().check(z.int()),
  selectedCards: withDefault(z.array(DrawPosition).check(z.maxLength(MAX_READING_CARDS)), []),
  crossingCard: withDefault(z.nullable(DrawPosition), null),
  spreadTypeName: withDefault(dbText('The spread'), 'GENERAL'),
  // -1 for none; otherwise a bonus reading's id, which the database keeps as a 32-bit integer.
  specialReadingId: withDefault(z.number().check(z.int(), z.minimum(-1), z.maximum(2_147_483_647)), -1),
  includeVisualDescriptions: withDefault(z.boolean(), false),
  allowReversed: withDefault(z.boolean(), true),
  shuffleId: z.optional(dbText('The shuffle id')),
  clarifierForAnswerUuid: z.optional(dbText('The answer id')),
});
export type ReadingRequest = z.infer<typeof ReadingRequestSchema>;

export const StartKind = z.enum(['reading', 'clarifier', 'special']);
export type StartKind = z.infer<typeof StartKind>;
export const StartParams = z.object({ kind: StartKind });
/** A started reading's id and status; for a clarifier, the reading's id, the clarifier's status and its position. */
export const StartedSchema = z.object({ id: z.string(), status: ReadingStatus, clarifierPosition: z.optional(z.number().check(z.int(), z.minimum(1))) });
export type Started = z.infer<typeof StartedSchema>;
/**
 * What a start answers: the started reading, or, when the crisis screen stopped the question (docs/product.md#safety),
 * the safe answer in its place, with nothing drawn, stored or charged.
 */
export const StartResultSchema = z.union([StartedSchema, SafetyStopSchema]);
export type StartResult = z.infer<typeof StartResultSchema>;

export const ShuffleSchema = z.object({ id: z.string(), deckId: z.number().check(z.int()), cardIds: z.array(z.string()) });
export const SpreadSchema = z.object({
  selectedCards: z.array(z.number().check(z.int())),
  crossingCard: z.nullable(z.number().check(z.int())),
  awnsers: z.array(AnswerSchema),
});
/** How many cards a clarifier lays, besides an optional crossing card (docs/product.md#clarifiers). */
export const CLARIFIER_CARDS = 1;

/**
 * A clarifier (docs/product.md#clarifiers): its own one-card spread (and optional crossing card) on the answer it clarifies.
 * Arcana adds its `id` (for its live progress on {@link readingEvents}), its `position` (1 for the first asked of the reading),
 * its `status`, the follow-up `question`, the model's `summary` and its `cost`.
 */
export const ClarifierSchema = z.extend(SpreadSchema, {
  clarifierForAnswerUuid: z.string(),
  id: z.optional(z.string()),
  position: z.optional(z.number().check(z.int(), z.minimum(1))),
  status: z.optional(ReadingStatus),
  question: z.optional(z.string()),
  /** What the model made of the follow-up question as a whole, once written. */
  summary: z.optional(z.string()),
  cost: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Set when the safety screen replaced what the model wrote (docs/product.md#safety): shown instead of the answer, and refunded. */
  safety: z.optional(SafetyAnswerSchema),
});
export type Clarifier = z.infer<typeof ClarifierSchema>;

/** A named spread position, e.g. "Past", with what a card there speaks to. */
export const SpreadPositionSchema = z.object({ name: z.string(), meaning: z.string() });
export type SpreadPosition = z.infer<typeof SpreadPositionSchema>;

/**
 * What a bonus reading was laid with, copied from its template at the start (docs/product.md#bonus-readings), so the
 * reading keeps its title and named positions even if the template changes later.
 */
export const ReadingSpecialSchema = z.object({
  specialReadingId: z.number().check(z.int()),
  title: z.string(),
  positions: z.array(SpreadPositionSchema),
});
export type ReadingSpecial = z.infer<typeof ReadingSpecialSchema>;

/** A whole reading (docs/product.md#records). Opened from its sealed form only while the user is unlocked. */
export const ReadingSchema = z.object({
  id: z.string(),
  request: ReadingRequestSchema,
  cost: z.number().check(z.int(), z.nonnegative()),
  status: ReadingStatus,
  /** In My Readings (it may also still be the active reading). */
  saved: z.boolean(),
  version: z.number().check(z.int(), z.nonnegative()),
  title: z.string(),
  summary: z.string(),
  createdAt: z.number().check(z.int()),
  shuffles: z.array(ShuffleSchema),
  spread: SpreadSchema,
  clarifiers: z.array(ClarifierSchema),
  /** While QUEUED: how many readings go before it, plus one. */
  queuePosition: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** The revealed shuffle seed and the commitment shown before the pick (docs/architecture.md#reading-pipeline). */
  seed: z.string(),
  commitment: z.string(),
  /** For a bonus reading: its template's title and positions as they were when it started. */
  special: z.optional(ReadingSpecialSchema),
  /** Set when the safety screen replaced what the model wrote (docs/product.md#safety): the page shows it instead of a reading, and it was refunded. */
  safety: z.optional(SafetyAnswerSchema),
});
export type Reading = z.infer<typeof ReadingSchema>;

export const ReadingIdParams = z.object({ id: dbText('The reading id').check(z.minLength(1), z.maxLength(64)) });
export const ReadingVersionQuery = z.object({ v: z.optional(z.coerce.number().check(z.int(), z.nonnegative())) });

/** Reading info (docs/product.md#records). */
export const ReadingInfoSchema = z.object({ id: z.string(), title: z.string(), summary: z.string() });
export type ReadingInfo = z.infer<typeof ReadingInfoSchema>;

export const HasActiveReadingSchema = z.object({ hasActiveReading: z.boolean() });
export const IsInQueueSchema = z.object({ inQueue: z.boolean(), position: z.nullable(z.number().check(z.int(), z.nonnegative())) });
export const CanSaveReadingSchema = z.object({ canSave: z.boolean() });
export const ReadingIdsSchema = z.object({ ids: z.array(z.string()) });
export const DiscardOldestSchema = z.object({ id: z.nullable(z.string()) });
export const SuccessSchema = z.object({ success: z.boolean() });

/**
 * A spread type (docs/architecture.md#reading-pipeline). `positions` are the cards laid in order (a free spread uses the first
 * `cards` of them); a crossing card, when the spread has or allows one, lies across the first card.
 */
export const SpreadTypeSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  minCards: z.number().check(z.int(), z.minimum(1)),
  maxCards: z.number().check(z.int(), z.minimum(1)),
  crossing: z.enum(['none', 'optional', 'required']),
  crossingPosition: z.nullable(SpreadPositionSchema),
  positions: z.array(SpreadPositionSchema),
});
export type SpreadType = z.infer<typeof SpreadTypeSchema>;
export const SpreadTypesSchema = z.array(SpreadTypeSchema);

/** How a clarifier is laid (docs/product.md#clarifiers): one card that sheds light on an earlier answer, and optionally what crosses it. */
export const CLARIFIER_SPREAD: SpreadType = {
  name: 'CLARIFIER',
  label: 'Clarifier',
  description: 'One more card on one answer of a reading.',
  minCards: CLARIFIER_CARDS,
  maxCards: CLARIFIER_CARDS,
  crossing: 'optional',
  crossingPosition: { name: 'What crosses it', meaning: 'What complicates or tempers that light' },
  positions: [{ name: 'The clarifier', meaning: 'What sheds more light on the earlier answer' }],
};

/** The hash the draw page holds before the user picks (docs/architecture.md#reading-pipeline). */
export const CommitmentSchema = z.object({ shuffleId: z.string(), commitment: z.string() });

/** One `progress` event of {@link readingEvents} (docs/architecture.md#live-events): status, queue position and the text written so far. */
export const ReadingProgressSchema = z.object({
  status: ReadingStatus,
  queuePosition: z.optional(z.number().check(z.int())),
  partial: z.optional(
    z.object({
      title: z.optional(z.string()),
      summary: z.optional(z.string()),
      answers: z.optional(z.array(z.object({ index: z.number().check(z.int(), z.nonnegative()), text: z.string(), visualDescription: z.optional(z.string()) }))),
    }),
  ),
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
export const getActiveReading = defineEndpoint({ method: 'GET', path: '/v1/reading/get_active_reading', response: z.nullable(ReadingSchema) });

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
 * The live progress of a reading, or of a clarifier by its `id`, as Server-Sent Events (docs/architecture.md#live-events),
 * ending once it is ACTIVE, SAVED or FAILED, or with {@link STREAM_RENEW_EVENT} once it has been open for its maximum
 * lifetime; partial text only to a session that has unlocked the key.
 */
export const readingEvents = defineStream({ path: '/v1/reading/events/:id', params: ReadingIdParams, event: ReadingProgressSchema });

/**
 * The last event of a {@link readingEvents} stream the server ends because it has been open for its maximum lifetime,
 * not because the reading settled: the browser's EventSource reconnects by itself, and the new stream starts from the
 * reading's current status.
 */
export const STREAM_RENEW_EVENT = 'renew';
