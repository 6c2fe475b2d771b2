import * as z from 'zod/mini';
import { SAFETY_CONCERNS, SAFETY_LANGUAGES } from '../safety/types.ts';

/**
 * The answer given instead of a reading when the crisis screen stops a question (docs/product.md#safety): no cards,
 * no leaning, only a warm word and where to find help. The page adds the help lines for the user's country.
 */
export const SafetyAnswerSchema = z.object({
  concern: z.enum(SAFETY_CONCERNS),
  language: z.enum(SAFETY_LANGUAGES),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type SafetyAnswer = z.infer<typeof SafetyAnswerSchema>;

/** What a start (or a try reading) answers when the screen stopped its question: nothing was drawn, stored or charged. */
export const SafetyStopSchema = z.object({ status: z.literal('SAFETY'), safety: SafetyAnswerSchema });
export type SafetyStop = z.infer<typeof SafetyStopSchema>;
