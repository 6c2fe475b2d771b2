import * as z from 'zod/mini';

/**
 * One card as the draw laid it (docs/architecture.md#commit-and-draw): the answer it will get, the
 * deck card, which way up, and whether it crosses the first. The draw makes it; the sealed request
 * and the worker's pending input both carry it.
 */
export const DrawnCardSchema = z.object({ answerUuid: z.string(), cardId: z.string(), reversed: z.boolean(), crossing: z.boolean() });
export type DrawnCard = z.infer<typeof DrawnCardSchema>;
