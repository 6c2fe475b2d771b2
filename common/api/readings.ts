import { z } from 'zod';
import { CARDS_PER_DECK } from '../limits.ts';
import { dbText } from './text.ts';

/**
 * Reading statuses. QUEUED, GENERATING and ACTIVE mark the user's one active reading (DESIGN §5);
 * SAVED is a reading kept in My Readings and no longer active; FAILED was refunded.
 */
export const ReadingStatus = z.enum(['QUEUED', 'GENERATING', 'ACTIVE', 'SAVED', 'FAILED']);
export type ReadingStatus = z.infer<typeof ReadingStatus>;
export const ACTIVE_STATUSES: readonly ReadingStatus[] = ['QUEUED', 'GENERATING', 'ACTIVE'];

/** An answer slot: which card answers which position (SPEC §3). */
export const AnswerSchema = z.object({
  answerUuid: dbText('The answer id'),
  cardId: dbText('The card id'),
  reversed: z.boolean().default(false),
  text: dbText('The answer').optional(),
  visualDescription: dbText('The visual description').optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

const DrawPosition = z.number().int().min(0).max(CARDS_PER_DECK - 1);

/** The body of `POST /v1/reading/start/{kind}` (SPEC §3 reading request; `awnsers` is SPEC's spelling). */
export const ReadingRequestSchema = z.object({
  general: z.boolean(),
  question: dbText('The question').max(1000).default(''),
  id: dbText('The reading id').optional(),
  awnsers: z.array(AnswerSchema).default([]),
  cards: z.number().int().min(1).max(10),
  crossing: z.boolean().default(false),
  deckId: z.number().int(),
  selectedCards: z.array(DrawPosition).max(10).default([]),
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

/** A whole reading (SPEC §3). Opened from its sealed form only while the user is unlocked. */
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
  /** The revealed shuffle seed and the commitment shown before the pick (DESIGN §5). */
  seed: z.string(),
  commitment: z.string(),
});
export type Reading = z.infer<typeof ReadingSchema>;

export const ReadingIdParams = z.object({ id: dbText('The reading id').min(1).max(64) });
export const ReadingVersionQuery = z.object({ v: z.coerce.number().int().nonnegative().optional() });

/** Reading info (SPEC §3). */
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
 * A spread type (DESIGN §5). `positions` are the cards laid in order (a free spread uses the first
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

/** `GET /v1/reading/commitment`: the hash the draw page holds before the user picks (DESIGN §5). */
export const CommitmentSchema = z.object({ shuffleId: z.string(), commitment: z.string() });

/** One `progress` event of `GET /v1/reading/events/{id}` (DESIGN §6): status, queue position and the text written so far. */
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
