/**
 * What one card says to the kind of question asked, in its place (docs/architecture.md#the-builtin-interpreter):
 * a time frame echoed in the timing places, a step for a how-question, an option weighed for a choice.
 */
import type { DrawnCard } from '../oracle.ts';
import type { ReadingFacts } from './facts.ts';

/** The sentence, or null when the card's place has nothing to add to the question's kind. */
export function kindSentence(_facts: ReadingFacts, _drawn: DrawnCard): string | null {
  return null;
}
