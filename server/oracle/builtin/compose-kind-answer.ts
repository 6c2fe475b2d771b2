/**
 * The summary's answer to the kind of question asked (docs/architecture.md#the-builtin-interpreter):
 * a leaning for yes or no, reasons for why, ways for how, advice, the other person, where things lean.
 */
import { essenceOf, type ReadingFacts, subjectOf } from './facts.ts';
import { heartOf, kinds, outcomeCard } from './spread-places.ts';
import { leaningOf } from './leaning.ts';
import { ADVICE, DECLINED_LEANINGS, LEANINGS, OTHER_PERSON, REASONS, WHAT_WILL } from './phrases-kind.ts';
import { cardInSentence, placePhrase } from './words.ts';
import type { DrawnCard } from '../oracle.ts';

const nameOf = (drawn: DrawnCard) => cardInSentence(drawn.card.name);

/** The answer to the kind of question asked, or null for a general reading. */
export function answerSentence(facts: ReadingFacts): string | null {
  const { insight, chooser } = facts;
  const subject = subjectOf(facts) ?? 'this';
  const outcome = outcomeCard(facts);
  if (insight.yesNo && insight.care !== null) {
    const card = outcome ?? heartOf(facts)!;
    return chooser.pick('leaning', DECLINED_LEANINGS)({ subject, card: nameOf(card), place: placePhrase(card.position.name), essence: essenceOf(facts, card).phrase });
  }
  if (insight.yesNo) {
    const leaning = leaningOf(facts.cards, facts.kindOf, insight.yesMeans ?? 'hoped');
    const template = chooser.pick('leaning', LEANINGS[`${leaning.lean}-${leaning.strength}`]);
    return template({ subject, card: nameOf(leaning.decisive), place: placePhrase(leaning.decisive.position.name), essence: essenceOf(facts, leaning.decisive).phrase });
  }
  if (insight.kind === 'why' || insight.kind === 'how') {
    const cause = kinds(facts, 'foundation', 'past', 'obstacle', 'hidden')[0] ?? facts.crossing ?? heartOf(facts);
    if (cause === undefined) return null;
    return chooser.pick('reasons', REASONS)({ subject, card: nameOf(cause), place: placePhrase(cause.position.name), essence: essenceOf(facts, cause).phrase });
  }
  if (insight.kind === 'other-person') {
    const other = kinds(facts, 'other-person')[0] ?? heartOf(facts);
    if (other === undefined) return null;
    const person = insight.otherPerson ?? 'the other person';
    return chooser.pick('other', OTHER_PERSON)({ subject: person, card: nameOf(other), place: placePhrase(other.position.name), essence: essenceOf(facts, other).phrase });
  }
  if (insight.kind === 'advice') {
    const advice = kinds(facts, 'advice')[0] ?? outcome;
    if (advice === undefined) return null;
    return chooser.pick('advice', ADVICE)({ subject, card: nameOf(advice), place: placePhrase(advice.position.name), essence: essenceOf(facts, advice).invitation });
  }
  if (insight.kind === 'what-will' && outcome !== undefined && facts.laid.length < 3) {
    return chooser.pick('what-will', WHAT_WILL)({ subject, card: nameOf(outcome), place: placePhrase(outcome.position.name), essence: essenceOf(facts, outcome).phrase });
  }
  return null;
}
