/**
 * What the crisis screen (docs/product.md#safety) finds in a question: whose safety is at stake, and the
 * language the words were in, so the answer speaks it.
 */

/** `self`: the asker may harm themselves; `other`: someone else may be in danger; `abuse`: abuse or violence at home. */
export const SAFETY_CONCERNS = ['self', 'other', 'abuse'] as const;
export type SafetyConcern = (typeof SAFETY_CONCERNS)[number];

/** The languages the screen reads and the safe answer is written in. */
export const SAFETY_LANGUAGES = ['en', 'es'] as const;
export type SafetyLanguage = (typeof SAFETY_LANGUAGES)[number];

/** A question the screen stopped: the reading is replaced by the safe answer for this concern. */
export interface Screening {
  concern: SafetyConcern;
  language: SafetyLanguage;
}
