/**
 * The summary's answer to the kind of question asked (docs/architecture.md#the-builtin-interpreter):
 * a leaning for yes or no in the question's own terms, reasons for why, ways in for how, options
 * weighed for a choice, a pace or the question's time frame for when, advice, the other person,
 * where things lean. A care question gets no leaning, timing or verdict; a question not in English
 * is told so and read as a general reading.
 */
import type { DrawnCard } from '../../oracle.ts';
import { choiceSentence, optionPlan } from './answer-choice.ts';
import { leaningSentence } from './answer-leaning.ts';
import { paceSentence, timedDirection } from './answer-timing.ts';
import { essenceOf, type ReadingFacts, subjectOf } from '../facts.ts';
import { DECLINED_CHOICES } from './phrases-choice.ts';
import { ADVICE, DECLINED_LEANINGS, LANGUAGE_NAMES, LANGUAGE_NOTES, OTHER_PERSON, REASONS, WAYS, WHAT_WILL, type Step } from './phrases-kind.ts';
import { DECLINED_TIMINGS } from './phrases-timing.ts';
import { cardSlots, pickWording } from './pick-wording.ts';
import { heartOf, kinds, outcomeCard } from '../spread-places.ts';
import { cardInSentence, placePhrase } from '../words.ts';

const slotsOf = (facts: ReadingFacts, drawn: DrawnCard, subject: string) => cardSlots(facts, drawn, { subject });

/** The answer to the kind of question asked, or null for a general reading and kinds with nothing of their own to say. */
export function answerSentence(facts: ReadingFacts): string | null {
  const { insight } = facts;
  if (facts.question === null) return null;
  if (insight.language !== 'en') {
    const language = LANGUAGE_NAMES[insight.language];
    return pickWording(facts, 'language', LANGUAGE_NOTES)(language === undefined ? 'not in English' : `in ${language}`);
  }
  const subject = subjectOf(facts) ?? 'this';
  const outcome = outcomeCard(facts);
  if (insight.care !== null) {
    const declined = declinedSentence(facts, subject);
    if (declined !== null) return declined;
  }
  const plan = optionPlan(facts);
  if (plan !== null) return choiceSentence(facts, plan);
  if (insight.yesNo) return leaningSentence(facts, insight.claim, insight.timeFrame, insight.yesMeans ?? 'hoped');
  if (insight.kind === 'when') return insight.timeFrame === null ? paceSentence(facts) : leaningSentence(facts, insight.claim, insight.timeFrame, 'hoped');
  if (insight.kind === 'why') {
    const cause = kinds(facts, 'foundation', 'past', 'obstacle', 'hidden')[0] ?? facts.crossing ?? heartOf(facts);
    return cause === undefined ? null : pickWording(facts, 'reasons', REASONS)(slotsOf(facts, cause, subject));
  }
  if (insight.kind === 'how') return waysSentence(facts, subject);
  if (insight.kind === 'other-person') {
    const other = kinds(facts, 'other-person')[0] ?? heartOf(facts);
    // The person as the question names them ("your colleague Ines"), not the subject the reading settled on.
    return other === undefined ? null : pickWording(facts, 'other', OTHER_PERSON)(slotsOf(facts, other, insight.otherPerson ?? 'the other person'));
  }
  if (insight.kind === 'advice') {
    const advice = kinds(facts, 'advice')[0] ?? outcome;
    return advice === undefined ? null : pickWording(facts, 'advice', ADVICE)({ subject, card: cardInSentence(advice.card.name), place: placePhrase(advice.position.name), essence: essenceOf(facts, advice).invitation });
  }
  if (outcome !== undefined && insight.timeFrame !== null) return timedDirection(facts, insight.timeFrame, outcome);
  if (insight.kind === 'what-will' && outcome !== undefined && facts.laid.length < 3) return pickWording(facts, 'what-will', WHAT_WILL)(slotsOf(facts, outcome, subject));
  return null;
}

/**
 * A care question's answer where a leaning, a timing or a choice would be a forecast or a nudge that
 * does not belong (care.ts): the cards decline it and say what they offer instead. Null when the
 * question asks for none of these, so reasons or advice can still answer it gently.
 */
function declinedSentence(facts: ReadingFacts, subject: string): string | null {
  const { insight } = facts;
  const card = outcomeCard(facts) ?? heartOf(facts)!;
  const slots = slotsOf(facts, card, subject);
  if (insight.kind === 'choice' && insight.options.length >= 2) return pickWording(facts, 'declined:choice', DECLINED_CHOICES)(slots);
  if (insight.yesNo) return pickWording(facts, 'declined:leaning', DECLINED_LEANINGS)(slots);
  if (insight.kind === 'when' || insight.timeFrame !== null) return pickWording(facts, 'declined:timing', DECLINED_TIMINGS)(slots);
  return null;
}

/**
 * A how-question's ways in: the invitations of the cards that look ahead or advise, in spread order,
 * made up to two from the cards after the first when too few; at most three, none said twice.
 */
function waysSentence(facts: ReadingFacts, subject: string): string | null {
  const ahead = kinds(facts, 'advice', 'near-future', 'outcome', 'answer');
  const rest = facts.laid.filter((drawn) => !ahead.includes(drawn)).toReversed();
  const chosen: Step[] = [];
  for (const drawn of [...ahead, ...rest]) {
    const invitation = essenceOf(facts, drawn).invitation;
    if (chosen.length === 3 || (chosen.length >= 2 && !ahead.includes(drawn)) || chosen.some((step) => step.invitation === invitation)) continue;
    chosen.push({ card: cardInSentence(drawn.card.name), place: placePhrase(drawn.position.name), invitation });
  }
  if (chosen.length === 0) return null;
  const count = Math.min(chosen.length, 3) as 1 | 2 | 3;
  return pickWording(facts, `ways:${count}`, WAYS[count])(subject, chosen);
}
