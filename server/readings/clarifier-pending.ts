import { z } from 'zod';
import { DrawnCardSchema } from '#common/domain/drawn-card.ts';
import { decrypt, encrypt } from '#server/crypto/aead.ts';

/**
 * What the worker needs to write a clarifier, kept encrypted under the job key while it waits
 * (docs/architecture.md#pending-work): the follow-up question and its card(s), and, opened from the
 * reading at the start, the answer it clarifies and the reading's own question.
 */
export const ClarifierWorkSchema = z.object({
  question: z.string(),
  general: z.boolean(),
  includeVisualDescriptions: z.boolean(),
  drawn: z.array(DrawnCardSchema),
  clarifies: z.object({
    positionName: z.string(),
    cardId: z.string(),
    reversed: z.boolean(),
    answer: z.string(),
    /** The reading's question; empty for a general reading. */
    question: z.string(),
  }),
});
export type ClarifierWork = z.infer<typeof ClarifierWorkSchema>;

// The clarifier id is the associated data: a payload moved to another clarifier's row does not open.
const aad = (clarifierId: string) => Buffer.from(`arcana/clarifier-pending/v1\0${clarifierId}`);

export function encryptClarifierWork(jobKey: Buffer, clarifierId: string, work: ClarifierWork): Buffer {
  return encrypt(jobKey, Buffer.from(JSON.stringify(work)), aad(clarifierId));
}

export function decryptClarifierWork(jobKey: Buffer, clarifierId: string, payload: Buffer): ClarifierWork {
  return ClarifierWorkSchema.parse(JSON.parse(decrypt(jobKey, payload, aad(clarifierId)).toString('utf8')));
}
