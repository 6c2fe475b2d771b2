/**
 * What one card says to the kind of question asked, in its place (docs/architecture.md#the-builtin-interpreter):
 * the option it carries in a choice, else in a place that looks ahead the question's time frame or
 * a when-question's pace. Nothing for a care question or one not in English.
 */
import type { DrawnCard } from '../../oracle.ts';
import { optionInPlace, optionPlan } from './answer-choice.ts';
import { timingInPlace } from './answer-timing.ts';
import type { ReadingFacts } from '../facts.ts';

/** The sentence, or null when the card's place has nothing to add to the question's kind. */
export function kindSentence(facts: ReadingFacts, drawn: DrawnCard): string | null {
  if (facts.question === null || facts.insight.care !== null || facts.insight.language !== 'en' || facts.request.clarifies !== undefined) return null;
  const plan = optionPlan(facts);
  if (plan !== null) return optionInPlace(facts, plan, drawn);
  return timingInPlace(facts, drawn);
}
