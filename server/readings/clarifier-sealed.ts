import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AnswerSchema, ReadingRequestSchema } from '#common/api/readings.ts';
import { DrawnCardSchema } from '#common/domain/drawn-card.ts';
import { openJson, sealJson } from '#server/crypto/seal.ts';
import { SealedSafetySchema } from './sealed.ts';

/** A clarifier's request, sealed to the user's key at its start (docs/architecture.md#sealed-readings). */
export const SealedClarifierRequestSchema = z.object({
  request: ReadingRequestSchema,
  /** The answer of the reading it clarifies. */
  clarifierForAnswerUuid: z.string(),
  shuffle: z.object({ id: z.string(), deckId: z.number().int(), cardIds: z.array(z.string()) }),
  seed: z.string(),
  commitment: z.string(),
  /** The drawn card, then the crossing card if any. */
  drawn: z.array(DrawnCardSchema),
});
export type SealedClarifierRequest = z.infer<typeof SealedClarifierRequestSchema>;

/** What the model wrote for a clarifier, sealed once generated. */
export const SealedClarifierResultSchema = z.object({ summary: z.string(), answers: z.array(AnswerSchema), safety: z.optional(SealedSafetySchema) });
export type SealedClarifierResult = z.infer<typeof SealedClarifierResultSchema>;

// Both ids are bound into each seal: a blob cannot be moved to another clarifier, nor to another reading's.
const requestContext = (readingId: string, clarifierId: string) => `clarifier-request:${readingId}:${clarifierId}`;
const resultContext = (readingId: string, clarifierId: string) => `clarifier-result:${readingId}:${clarifierId}`;

/** The ids a clarifier's seals are bound to. */
export interface ClarifierIds {
  readingId: string;
  clarifierId: string;
}

export const sealClarifierRequest = (publicKey: Buffer, ids: ClarifierIds, value: SealedClarifierRequest) =>
  sealJson(publicKey, value, requestContext(ids.readingId, ids.clarifierId));
export const sealClarifierResult = (publicKey: Buffer, ids: ClarifierIds, value: SealedClarifierResult) =>
  sealJson(publicKey, value, resultContext(ids.readingId, ids.clarifierId));
export const openClarifierRequest = (privateKey: KeyObject, ids: ClarifierIds, sealed: Buffer) =>
  openJson(privateKey, sealed, SealedClarifierRequestSchema, requestContext(ids.readingId, ids.clarifierId));
export const openClarifierResult = (privateKey: KeyObject, ids: ClarifierIds, sealed: Buffer) =>
  openJson(privateKey, sealed, SealedClarifierResultSchema, resultContext(ids.readingId, ids.clarifierId));
