/**
 * Timing (docs/architecture.md#the-builtin-interpreter): a when-question's pace read from the cards,
 * the question's own time frame echoed where things lean and in the places that look ahead. Never a
 * date, never a promise.
 */
import type { DrawnCard } from '../../oracle.ts';
import { type ReadingFacts, subjectOf } from '../facts.ts';
import { toneWord } from './leaning.ts';
import { paceOf, readingPace } from './pace.ts';
import { PACE_IN_PLACE, PACES, TIMED_DIRECTIONS, TIMED_IN_PLACE } from './phrases-timing.ts';
import { cardSlots, pickWording } from './pick-wording.ts';
import { cardInSentence, capitalize } from '../words.ts';

const subject = (facts: ReadingFacts) => subjectOf(facts) ?? 'this';

/** The summary's answer to "when" without a time frame: the reading's pace and the card that sets it. */
export function paceSentence(facts: ReadingFacts): string {
  const { pace, card } = readingPace(facts.cards, facts.kindOf);
  return pickWording(facts, `pace:${pace}`, PACES[pace])(cardSlots(facts, card, { subject: subject(facts) }));
}

/** Where things lean by the question's time frame, from the card the reading leads to. */
export function timedDirection(facts: ReadingFacts, timeFrame: string, outcome: DrawnCard): string {
  return pickWording(facts, 'timed-direction', TIMED_DIRECTIONS)(cardSlots(facts, outcome, { subject: subject(facts), when: capitalize(timeFrame) }));
}

/** Whether a card lies in a place that speaks of what comes: the near future, the outcome, the one answer. */
export const looksAhead = (facts: ReadingFacts, drawn: DrawnCard) => ['near-future', 'outcome', 'answer'].includes(facts.kindOf(drawn));

/** In a place that looks ahead: the time frame answered by the card's tone, or for a when-question without one, the card's pace. */
export function timingInPlace(facts: ReadingFacts, drawn: DrawnCard): string | null {
  const { timeFrame, kind } = facts.insight;
  if (!looksAhead(facts, drawn) || (timeFrame === null && kind !== 'when')) return null;
  if (timeFrame === null) return pickWording(facts, `pace:in-place:${paceOf(drawn)}`, PACE_IN_PLACE[paceOf(drawn)])(cardInSentence(drawn.card.name));
  const mood = toneWord(drawn);
  return pickWording(facts, `timed:in-place:${mood}`, TIMED_IN_PLACE[mood])(cardSlots(facts, drawn, { when: capitalize(timeFrame) }));
}
