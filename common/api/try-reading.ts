import * as z from 'zod/mini';
// zod/mini's `default`, which a module cannot export under that name.
import { _default as withDefault } from 'zod/mini';
import { QUESTION_MAX_LENGTH } from '../limits.ts';
import { defineEndpoint } from './endpoint.ts';
import { SpreadPositionSchema } from './readings.ts';
import { SafetyStopSchema } from './safety.ts';
import { dbText } from './text.ts';

/** The spreads a try reading offers, by the card count it is asked for: one card, or past, present, future. */
export const TRY_READING_SPREADS = [
  { cards: 1, spreadTypeName: 'SINGLE' },
  { cards: 3, spreadTypeName: 'THREE_CARD' },
] as const;

/** The body of {@link tryReading}: an optional question (empty for a general reading) and how many cards. */
export const TryReadingRequestSchema = z.object({
  question: withDefault(dbText('The question').check(z.maxLength(QUESTION_MAX_LENGTH)), ''),
  cards: z.union([z.literal(1), z.literal(3)]),
});
export type TryReadingRequest = z.infer<typeof TryReadingRequestSchema>;

/** One drawn card of a try reading, in its position, with what the builtin interpreter wrote for it. */
export const TryReadingCardSchema = z.object({
  /** A deck card id of the free deck, e.g. `1-the-star`. */
  cardId: z.string(),
  reversed: z.boolean(),
  position: SpreadPositionSchema,
  text: z.string(),
});
export type TryReadingCard = z.infer<typeof TryReadingCardSchema>;

/** A try reading as the page shows it; nothing of it is kept on the server. */
export const TryReadingSchema = z.object({
  spreadTypeName: z.string(),
  spreadLabel: z.string(),
  title: z.string(),
  summary: z.string(),
  cards: z.array(TryReadingCardSchema),
});
export type TryReading = z.infer<typeof TryReadingSchema>;

/** What a try reading answers: the reading, or the safe answer when the crisis screen stopped its question (docs/product.md#safety). */
export const TryReadingResultSchema = z.union([TryReadingSchema, SafetyStopSchema]);
export type TryReadingResult = z.infer<typeof TryReadingResultSchema>;

/**
 * A reading without an account (docs/product.md#try-a-reading): drawn from the free deck and written by the
 * builtin interpreter at once, never stored, limited per client address.
 */
export const tryReading = defineEndpoint({ method: 'POST', path: '/v1/try-reading', body: TryReadingRequestSchema, response: TryReadingResultSchema });
