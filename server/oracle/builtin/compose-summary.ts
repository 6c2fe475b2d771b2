/**
 * The builtin reading's summary (docs/architecture.md#the-builtin-interpreter): a care reading opens
 * by acknowledging the fear or the loss behind the question; then it takes up the question as asked
 * (a leaning for yes or no, reasons for why, where things lean for what-will), names the central
 * tension and the outcome card, notes the spread's strongest pattern, adds the care line a care topic
 * needs, and comes back to what the question is about. At most 1,200 characters.
 */
import type { Suit } from '#common/cards/types.ts';
import type { DrawnCard } from '../oracle.ts';
import { wordingsFor } from './care.ts';
import { ACKNOWLEDGEMENTS } from './care-acknowledgements.ts';
import { CARE_LINES } from './care-lines.ts';
import { brightens, essenceOf, quotedQuestionClause, type ReadingFacts, subjectOf } from './facts.ts';
import { CLOSES, CLOSES_CARE, CLOSES_CLARIFIER, COURTS, OUTCOMES, OUTCOMES_CARE, SUIT_THEMES, TENSIONS } from './phrases-summary.ts';
import { answerSentence } from './compose-kind-answer.ts';
import { heartOf, outcomeCard } from './spread-places.ts';
import { asSentence, cardInSentence, numberWord, placePhrase, positionLabel, SUIT_NAMES } from './words.ts';

/** The schema's limit on a summary. */
const MAX_SUMMARY = 1200;

const nameOf = (drawn: DrawnCard) => cardInSentence(drawn.card.name);

function leadSentence(facts: ReadingFacts): string {
  const heart = heartOf(facts);
  if (heart === undefined) return '';
  const clarifies = facts.request.clarifies;
  if (clarifies !== undefined) {
    // A follow-up question gets its answer instead: the clarifier's card already says what it adds to the earlier one.
    if (facts.question !== null) return '';
    const earlier = `${cardInSentence(clarifies.card.name)} in your ${positionLabel(clarifies.positionName)} position`;
    return `To clarify what ${earlier} said, ${nameOf(heart)}${heart.reversed ? ', reversed,' : ''} adds ${essenceOf(facts, heart).phrase}.`;
  }
  const opens = `${nameOf(heart)}${heart.reversed ? ', reversed' : ''}, ${essenceOf(facts, heart).phrase}`;
  if (facts.question === null) return `For this time in your life, the spread opens on ${opens}.`;
  return `You asked ${quotedQuestionClause(facts.question)} and the spread opens on ${opens}.`;
}

/**
 * The two cards pulling hardest against each other: the heart and what crosses it, else the first
 * card whose tone differs from the heart's, else the heart and the outcome.
 */
function tensionSentence(facts: ReadingFacts): string | null {
  if (facts.laid.length < 3) return null;
  const heart = heartOf(facts)!;
  const outcome = outcomeCard(facts);
  const other = facts.crossing ?? facts.laid.find((drawn) => drawn !== heart && brightens(drawn) !== brightens(heart) && drawn !== outcome) ?? facts.laid[1]!;
  return facts.chooser.pick('tension', TENSIONS)({ a: nameOf(heart), aEssence: essenceOf(facts, heart).phrase, b: nameOf(other), bEssence: essenceOf(facts, other).phrase });
}

/** The outcome card and what it means for what was asked. */
function outcomeSentence(facts: ReadingFacts): string | null {
  const outcome = outcomeCard(facts);
  if (outcome === undefined || facts.laid.length < 2) return null;
  const subject = subjectOf(facts) ?? (facts.question === null ? 'this time in your life' : 'what you asked');
  const essence = essenceOf(facts, outcome);
  if (facts.insight.care !== null) {
    return facts.chooser.pick('outcome', OUTCOMES_CARE)({ subject, card: nameOf(outcome), place: placePhrase(outcome.position.name), essence: essence.phrase });
  }
  return facts.chooser.pick('outcome', OUTCOMES)({ subject, card: nameOf(outcome), place: placePhrase(outcome.position.name), essence: essence.phrase, invitation: essence.invitation });
}

/** The spread's most telling pattern: court cards as people, a weight of majors, a leading suit, a repeated number. */
function patternSentence(facts: ReadingFacts): string | null {
  const { cards, chooser } = facts;
  if (cards.length < 3) return null;
  const courts = cards.filter((drawn) => drawn.card.arcana === 'minor' && drawn.card.number >= 11);
  const majors = cards.filter((drawn) => drawn.card.arcana === 'major');
  const { subject: thing, otherPerson } = facts.insight;
  // "close to your brother", "connected to the job offer", "in your life".
  const subject = thing !== null && thing !== otherPerson ? `connected to ${thing}` : otherPerson !== null ? `close to ${otherPerson}` : 'in your life';
  // A court card in your own place is you, and one in the other's place is that person already.
  const people = courts.filter((drawn) => facts.kindOf(drawn) !== 'self' && facts.kindOf(drawn) !== 'other-person');
  if (people.length > 0 && (facts.insight.otherPerson !== null || facts.insight.topics.some((topic) => topic === 'family' || topic === 'love' || topic === 'work'))) {
    const court = people[0]!;
    return chooser.pick('court', COURTS)({ subject, card: nameOf(court), place: placePhrase(court.position.name), essence: essenceOf(facts, court).phrase });
  }
  if (majors.length * 2 >= cards.length) {
    return `${numberWord(majors.length)} of the ${numberWord(cards.length)} cards are major arcana, ${nameOf(majors[0]!)} among them, so larger forces are at work here than a passing mood.`;
  }
  const suits = new Map<Suit, DrawnCard[]>();
  for (const drawn of cards) if (drawn.card.suit) suits.set(drawn.card.suit, [...(suits.get(drawn.card.suit) ?? []), drawn]);
  const [suit, members] = [...suits].toSorted((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (suit && members && members.length >= 3) {
    return `${SUIT_NAMES[suit]} lead with ${numberWord(members.length)} cards, ${nameOf(members[0]!)} first, and ${chooser.pick('suit-theme', SUIT_THEMES[suit])}.`;
  }
  const numbers = new Map<number, DrawnCard[]>();
  for (const drawn of cards) if (drawn.card.arcana === 'minor' && drawn.card.number <= 10) numbers.set(drawn.card.number, [...(numbers.get(drawn.card.number) ?? []), drawn]);
  const repeated = [...numbers.values()].find((group) => group.length >= 2);
  if (repeated) return `${nameOf(repeated[0]!)} and ${nameOf(repeated[1]!)} share a number, so that stage of things is sounded twice.`;
  const court = people[0];
  if (court) return chooser.pick('court', COURTS)({ subject, card: nameOf(court), place: placePhrase(court.position.name), essence: essenceOf(facts, court).phrase });
  return null;
}

/** A care reading's first words: the fear or the loss, acknowledged before any card is read. */
function acknowledgementSentence(facts: ReadingFacts): string | null {
  const { care, loss } = facts.insight;
  return care === null ? null : facts.chooser.pick('acknowledgement', wordingsFor(ACKNOWLEDGEMENTS, care, loss));
}

function careSentence(facts: ReadingFacts): string | null {
  const { care, loss } = facts.insight;
  if (care === null) return null;
  return facts.chooser.pick('care', wordingsFor(CARE_LINES, care, loss))(subjectOf(facts) ?? 'this', nameOf(heartOf(facts)!));
}

function closingSentence(facts: ReadingFacts): string {
  if (facts.request.clarifies !== undefined) return facts.chooser.pick('close', CLOSES_CLARIFIER);
  const heart = heartOf(facts)!;
  const subject = subjectOf(facts) ?? (facts.question === null ? 'this time in your life' : 'what you asked');
  return facts.chooser.pick('close', facts.insight.care === null ? CLOSES : CLOSES_CARE)({ subject, card: nameOf(heart), invitation: essenceOf(facts, heart).invitation });
}

/** The summary: the parts that apply, shortened from the least needed when it would pass the limit. */
export function composeSummary(facts: ReadingFacts): string {
  const parts: Record<'acknowledgement' | 'lead' | 'answer' | 'tension' | 'outcome' | 'pattern' | 'care' | 'close', string | null> = {
    acknowledgement: acknowledgementSentence(facts),
    lead: leadSentence(facts),
    answer: answerSentence(facts),
    tension: tensionSentence(facts),
    outcome: outcomeSentence(facts),
    pattern: patternSentence(facts),
    care: careSentence(facts),
    close: closingSentence(facts),
  };
  const order: Array<keyof typeof parts> = ['acknowledgement', 'lead', 'answer', 'tension', 'outcome', 'pattern', 'care', 'close'];
  const droppable: Array<keyof typeof parts> = ['pattern', 'tension', 'lead'];
  const join = () => order.map((key) => parts[key]).filter((text): text is string => text !== null && text.length > 0).map(asSentence).join(' ');
  let summary = join();
  for (const key of droppable) {
    if (summary.length <= MAX_SUMMARY) break;
    parts[key] = null;
    summary = join();
  }
  return summary;
}
