/**
 * The builtin reading's summary (docs/architecture.md#the-builtin-interpreter): a care reading opens
 * by acknowledging the fear or the loss behind the question; then it takes up the question as asked
 * (a leaning for yes or no, reasons for why, where things lean for what-will), tells the spread as one
 * story (story.ts: where it turns and how the cards change each other) up to the outcome card, notes
 * the spread's strongest pattern, adds the care line a care topic needs, and comes back to what the
 * question is about. At most 1,200 characters. A card's meaning phrase comes from meaningPhrase, so
 * the reading says it at most twice.
 */
import type { DrawnCard } from '../oracle.ts';
import { wordingsFor } from './care.ts';
import { ACKNOWLEDGEMENTS } from './care-acknowledgements.ts';
import { CARE_LINES } from './care-lines.ts';
import { essenceOf, meaningPhrase, quotedQuestionClause, type ReadingFacts, subjectOf } from './facts.ts';
import { CLOSES, CLOSES_CARE, CLOSES_CLARIFIER, OUTCOMES, OUTCOMES_CARE } from './phrases-summary.ts';
import { answerSentence } from './kind/compose-kind-answer.ts';
import { heartOf, outcomeCard } from './spread-places.ts';
import { threadSentence, turnSentence } from './story/story.ts';
import { patternSentence } from './story/summary-patterns.ts';
import { asSentence, cardInSentence, placePhrase, positionLabel } from './words.ts';

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
    return `To clarify what ${earlier} said, ${nameOf(heart)}${heart.reversed ? ', reversed,' : ''} adds ${meaningPhrase(facts, heart)}.`;
  }
  const opens = `${nameOf(heart)}${heart.reversed ? ', reversed' : ''}, ${meaningPhrase(facts, heart)}`;
  if (facts.question === null) return `For this time in your life, the spread opens on ${opens}.`;
  return `You asked ${quotedQuestionClause(facts.question)} and the spread opens on ${opens}.`;
}

/** The outcome card and what it means for what was asked. */
/** A sentence's first word, lower case. */
const opening = (text: string | null) => text?.split(' ')[0]?.toLowerCase();

/**
 * The seeded wording for `slot`, unless it would open with the same word as a sentence that may come
 * just before it ("Everything pivots… Everything bends…"); then the next wording that does not.
 */
function pickApart<S>(facts: ReadingFacts, slot: string, templates: readonly ((slots: S) => string)[], slots: S, before: readonly (string | null)[]): string {
  const start = facts.chooser.rotate(slot, templates.map((_, index) => index), 0);
  const taken = new Set(before.map(opening));
  const texts = templates.map((_, step) => templates[(start + step) % templates.length]!(slots));
  return texts.find((text) => !taken.has(opening(text))) ?? texts[0]!;
}

function outcomeSentence(facts: ReadingFacts, before: readonly (string | null)[]): string | null {
  const outcome = outcomeCard(facts);
  if (outcome === undefined || facts.laid.length < 2) return null;
  const subject = subjectOf(facts) ?? (facts.question === null ? 'this time in your life' : 'what you asked');
  const slots = { subject, card: nameOf(outcome), place: placePhrase(outcome.position.name), essence: meaningPhrase(facts, outcome), invitation: essenceOf(facts, outcome).invitation };
  return pickApart(facts, 'outcome', facts.insight.care === null ? OUTCOMES : OUTCOMES_CARE, slots, before);
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

function closingSentence(facts: ReadingFacts, before: readonly (string | null)[]): string {
  if (facts.request.clarifies !== undefined) return facts.chooser.pick('close', CLOSES_CLARIFIER);
  const heart = heartOf(facts)!;
  const subject = subjectOf(facts) ?? (facts.question === null ? 'this time in your life' : 'what you asked');
  return pickApart(facts, 'close', facts.insight.care === null ? CLOSES : CLOSES_CARE, { subject, card: nameOf(heart), invitation: essenceOf(facts, heart).invitation }, before);
}

/** The summary: the parts that apply, shortened from the least needed when it would pass the limit. */
export function composeSummary(facts: ReadingFacts): string {
  const parts: Record<'acknowledgement' | 'lead' | 'answer' | 'turn' | 'thread' | 'outcome' | 'pattern' | 'care' | 'close', string | null> = {
    acknowledgement: acknowledgementSentence(facts),
    lead: leadSentence(facts),
    answer: answerSentence(facts),
    turn: turnSentence(facts),
    thread: threadSentence(facts),
    outcome: null,
    pattern: null,
    care: null,
    close: null,
  };
  // Composed after what may come just before them (a part may yet be dropped for length), so they open differently.
  parts.outcome = outcomeSentence(facts, [parts.answer, parts.turn, parts.thread]);
  parts.pattern = patternSentence(facts);
  parts.care = careSentence(facts);
  parts.close = closingSentence(facts, [parts.outcome, parts.pattern, parts.care]);
  const order: Array<keyof typeof parts> = ['acknowledgement', 'lead', 'answer', 'turn', 'thread', 'outcome', 'pattern', 'care', 'close'];
  // The story's second thread goes first, its turn last: the turn is what makes the cards one reading.
  const droppable: Array<keyof typeof parts> = ['thread', 'pattern', 'lead', 'turn'];
  const join = () => order.map((key) => parts[key]).filter((text): text is string => text !== null && text.length > 0).map(asSentence).join(' ');
  let summary = join();
  for (const key of droppable) {
    if (summary.length <= MAX_SUMMARY) break;
    parts[key] = null;
    summary = join();
  }
  return summary;
}
