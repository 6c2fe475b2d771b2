/**
 * A choice between named options (docs/architecture.md#the-builtin-interpreter): each option laid on
 * a card, the future places first, and a leaning toward the option whose card is brightest (of cards
 * alike, the one in the weightier place); with fewer cards than options, one card weighs them all. Never an order.
 */
import type { DrawnCard } from '../../oracle.ts';
import { essenceOf, type ReadingFacts } from '../facts.ts';
import { placeWeight, tone, toneWord } from './leaning.ts';
import { CHOICE_LEANINGS, ONE_CARD_CHOICES, OPTION_IN_PLACE, WEIGHING_OPENINGS, WEIGHINGS } from './phrases-choice.ts';
import { cardSlots, pickWording } from './pick-wording.ts';
import { kinds, outcomeCard } from '../spread-places.ts';
import { cardInSentence, joinList, numberWord } from '../words.ts';

export type OptionPlan = { kind: 'each'; pairs: readonly { option: string; drawn: DrawnCard }[] } | { kind: 'one'; options: readonly string[]; drawn: DrawnCard };

/** "a", "a or b", "a, b or c". */
const joinOr = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`);

/**
 * Which card weighs which option, or null when the question names fewer than two: option i on the
 * i-th card in a place that looks ahead (crown, near future, outcome, advice, answer) when there are
 * enough of them, else on the last cards laid in spread order; one card for all when cards are fewer.
 */
export function optionPlan(facts: ReadingFacts): OptionPlan | null {
  const { options } = facts.insight;
  if (facts.insight.kind !== 'choice' || options.length < 2) return null;
  const ahead = kinds(facts, 'crown', 'near-future', 'outcome', 'advice', 'answer');
  const cards = ahead.length >= options.length ? ahead : facts.laid.length >= options.length ? facts.laid.slice(-options.length) : null;
  if (cards === null) return { kind: 'one', options, drawn: outcomeCard(facts)! };
  return { kind: 'each', pairs: options.map((option, index) => ({ option, drawn: cards[index]! })) };
}

/** The summary's weighing of the options and its leaning. */
export function choiceSentence(facts: ReadingFacts, plan: OptionPlan): string {
  if (plan.kind === 'one') {
    const { drawn, options } = plan;
    const [first = '', ...rest] = options;
    return pickWording(facts, `choice:one:${toneWord(drawn)}`, ONE_CARD_CHOICES[toneWord(drawn)])(cardSlots(facts, drawn, { first, rest: joinOr(rest) }));
  }
  const weighed = plan.pairs.map(({ option, drawn }, index) =>
    facts.chooser.rotate('choice:weighing', WEIGHINGS, index)(cardSlots(facts, drawn, { option })),
  );
  const opening = pickWording(facts, 'choice:opening', WEIGHING_OPENINGS)(numberWord(plan.pairs.length));
  const brightest = Math.max(...plan.pairs.map(({ drawn }) => tone(drawn)));
  const alike = plan.pairs.filter(({ drawn }) => tone(drawn) === brightest);
  // Cards alike in tone are told apart by how much their place says about where things go, as a leaning weighs them.
  const heaviest = Math.max(...alike.map(({ drawn }) => placeWeight(facts.kindOf(drawn))));
  const best = alike.filter(({ drawn }) => placeWeight(facts.kindOf(drawn)) === heaviest).map(({ option }) => option);
  const others = plan.pairs.map(({ option }) => option).filter((option) => option !== best[0]);
  const verdict = best.length > 1 ? 'tied' : alike.length > 1 ? 'close' : brightest > 0 ? 'clear' : 'faint';
  const leaning = pickWording(facts, `choice:${verdict}`, CHOICE_LEANINGS[verdict])({ best: best[0]!, others: joinOr(others), tied: joinList(best) });
  return `${opening}: ${weighed.join('; ')}. ${leaning}`;
}

/** In the answer of a card that carries an option, what it offers that option. */
export function optionInPlace(facts: ReadingFacts, plan: OptionPlan, drawn: DrawnCard): string | null {
  if (plan.kind !== 'each') return null;
  const pair = plan.pairs.find((candidate) => candidate.drawn === drawn);
  if (pair === undefined) return null;
  const mood = toneWord(drawn);
  return pickWording(facts, `choice:in-place:${mood}`, OPTION_IN_PLACE[mood])({ option: pair.option, card: cardInSentence(drawn.card.name), invitation: essenceOf(facts, drawn).invitation });
}
