import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AnswerSchema, ClarifierSchema, ReadingRequestSchema, ReadingSpecialSchema } from '#common/api/readings.ts';
import { DrawnCardSchema } from '#common/domain/drawn-card.ts';
import { SAFETY_CONCERNS, SAFETY_LANGUAGES } from '#common/safety/types.ts';
import { openJson, sealJson } from '#server/crypto/seal.ts';

/** The request half of a reading, sealed to the user's key at start (docs/architecture.md#sealed-readings). */
export const SealedRequestSchema = z.object({
  request: ReadingRequestSchema,
  /** The whole shuffled deck, as deck card ids, and the seed it came from. */
  shuffle: z.object({ id: z.string(), deckId: z.number().int(), cardIds: z.array(z.string()) }),
  seed: z.string(),
  commitment: z.string(),
  /** The drawn cards in answer order; the crossing card (if any) last. */
  drawn: z.array(DrawnCardSchema),
  /** A bonus reading's template as it was at the start: its positions name the cards for good. */
  special: z.optional(ReadingSpecialSchema),
});
export type SealedRequest = z.infer<typeof SealedRequestSchema>;

/** What the safety screen found when it replaced a reading (docs/product.md#safety); the view turns it into the safe answer. */
export const SealedSafetySchema = z.object({ concern: z.enum(SAFETY_CONCERNS), language: z.enum(SAFETY_LANGUAGES) });

/** The model's half, sealed once generated. */
export const SealedResultSchema = z.object({
  title: z.string(),
  summary: z.string(),
  answers: z.array(AnswerSchema),
  clarifiers: z.array(ClarifierSchema),
  safety: z.optional(SealedSafetySchema),
});
export type SealedResult = z.infer<typeof SealedResultSchema>;

// The reading id is bound into each seal, so a sealed blob cannot be swapped into another reading's row.
const requestContext = (readingId: string) => `reading-request:${readingId}`;
const resultContext = (readingId: string) => `reading-result:${readingId}`;

export const sealRequest = (publicKey: Buffer, readingId: string, value: SealedRequest) => sealJson(publicKey, value, requestContext(readingId));
export const sealResult = (publicKey: Buffer, readingId: string, value: SealedResult) => sealJson(publicKey, value, resultContext(readingId));
export const openRequest = (privateKey: KeyObject, readingId: string, sealed: Buffer) => openJson(privateKey, sealed, SealedRequestSchema, requestContext(readingId));
export const openResult = (privateKey: KeyObject, readingId: string, sealed: Buffer) => openJson(privateKey, sealed, SealedResultSchema, resultContext(readingId));
