import { z } from 'zod';
import { SpreadPositionSchema } from '#common/api/readings.ts';
import { DrawnCardSchema } from '#common/domain/drawn-card.ts';
import { decrypt, encrypt } from '#server/crypto/aead.ts';

/** What the worker needs to write a reading, kept encrypted under the job key while it waits. */
export const PendingWorkSchema = z.object({
  question: z.string(),
  general: z.boolean(),
  spreadTypeName: z.string(),
  includeVisualDescriptions: z.boolean(),
  drawn: z.array(DrawnCardSchema),
  /** A bonus reading's spread and its template's guidance for the model, as they were at the start. */
  special: z.object({ title: z.string(), positions: z.array(SpreadPositionSchema), guidance: z.string() }).optional(),
});
export type PendingWork = z.infer<typeof PendingWorkSchema>;

// The reading id is the associated data: a payload moved to another reading's row does not open.
const aad = (readingId: string) => Buffer.from(`arcana/pending/v1\0${readingId}`);

export function encryptPending(jobKey: Buffer, readingId: string, work: PendingWork): Buffer {
  return encrypt(jobKey, Buffer.from(JSON.stringify(work)), aad(readingId));
}

export function decryptPending(jobKey: Buffer, readingId: string, payload: Buffer): PendingWork {
  return PendingWorkSchema.parse(JSON.parse(decrypt(jobKey, payload, aad(readingId)).toString('utf8')));
}
