/**
 * Closing reflections for the builtin interpreter: questions written per card and orientation, and
 * per topic of the question, so that two readings rarely close on the same sentence.
 */
import { CUPS_REFLECTIONS } from './reflections-cups.ts';
import { MAJOR_REFLECTIONS } from './reflections-major.ts';
import { PENTACLES_REFLECTIONS } from './reflections-pentacles.ts';
import { SWORDS_REFLECTIONS } from './reflections-swords.ts';
import { WANDS_REFLECTIONS } from './reflections-wands.ts';
import type { ReflectionCorpus } from './types.ts';

export { TOPIC_REFLECTIONS, type ReflectionTopic } from './reflections-topics.ts';
export type { CardReflections } from './types.ts';

export const CARD_REFLECTIONS: ReflectionCorpus = {
  ...MAJOR_REFLECTIONS,
  ...WANDS_REFLECTIONS,
  ...CUPS_REFLECTIONS,
  ...SWORDS_REFLECTIONS,
  ...PENTACLES_REFLECTIONS,
};
