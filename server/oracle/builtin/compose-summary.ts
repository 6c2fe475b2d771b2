/**
 * The builtin reading's summary, three to five sentences: the arc of the cards, the balance of suits
 * or elements, the weight of the major arcana, the reversals, and a reflective close.
 */
import type { Element, Suit } from '#common/cards/types.ts';
import type { DrawnCard } from '../oracle.ts';
import { meaningOf, quotedQuestionClause, type ReadingFacts } from './facts.ts';
import {
  ARC_ONE, ARC_THREE, ARC_TWO, BALANCED, CLOSES_CLARIFIER, CLOSES_LIFE, CLOSES_QUESTION, ELEMENT_ABSENCE, ELEMENT_CALLS,
  ELEMENT_FOCUS, ELEMENT_TERRITORY, LIFE_LEADS, QUESTION_LEADS, SUIT_THEMES,
} from './phrases-summary.ts';
import { asSentence, capitalize, cardInSentence, joinList, numberWord, positionLabel, SUIT_NAMES } from './words.ts';

/** Names are listed in a sentence only up to this many; beyond it a count reads better. */
const MAX_NAMED = 3;
const ELEMENTS: readonly Element[] = ['fire', 'water', 'air', 'earth'];

const nameOf = (drawn: DrawnCard) => cardInSentence(drawn.card.name);
const nameAsDrawn = (drawn: DrawnCard) => `${nameOf(drawn)}${drawn.reversed ? ', reversed' : ''}`;
const themeOf = (drawn: DrawnCard) => meaningOf(drawn).keywords[0] ?? drawn.card.name;

function countBy<K>(cards: readonly DrawnCard[], key: (drawn: DrawnCard) => K | null): Map<K, number> {
  const counts = new Map<K, number>();
  for (const drawn of cards) {
    const value = key(drawn);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/**
 * The value that leads the reading, if one does: at least two cards, more than any other, and either
 * over half of the cards or at least three of them.
 */
function leader<K>(counts: Map<K, number>, total: number): { key: K; count: number } | undefined {
  const sorted = [...counts].toSorted((a, b) => b[1] - a[1]);
  const [first, second] = sorted;
  if (first === undefined || first[1] < 2 || (second !== undefined && second[1] === first[1])) return undefined;
  return first[1] * 2 > total || first[1] >= 3 ? { key: first[0], count: first[1] } : undefined;
}

function arcSentence(facts: ReadingFacts): string {
  const { chooser, laid, crossing, question, request } = facts;
  const heart = laid[0] ?? facts.cards[0];
  if (heart === undefined) return '';
  const themes = joinList(chooser.pickSome('arc-themes', meaningOf(heart).keywords, 2));
  if (request.clarifies !== undefined) {
    const earlier = `${cardInSentence(request.clarifies.cardName)} in your ${positionLabel(request.clarifies.positionName)} position`;
    const card = `${nameOf(heart)}${heart.reversed ? ', reversed,' : ''}`;
    return question === null
      ? `To clarify what ${earlier} said, ${card} adds ${themes}.`
      : `You asked ${quotedQuestionClause(question)} about ${earlier}, and ${card} answers with ${themes}.`;
  }
  const lead = question === null ? chooser.pick('lead', LIFE_LEADS) : chooser.pick('lead', QUESTION_LEADS)(quotedQuestionClause(question));
  const last = laid.at(-1);
  if (laid.length >= 3 && last !== undefined) {
    const middle = laid[Math.floor(laid.length / 2)] ?? heart;
    return chooser.pick('arc', ARC_THREE)(lead, themeOf(heart), themeOf(middle), themeOf(last));
  }
  if (laid.length === 2 && last !== undefined) return chooser.pick('arc', ARC_TWO)(lead, themeOf(heart), themeOf(last));
  if (crossing !== undefined) {
    return `${lead} ${nameAsDrawn(heart)} stands at the heart of it, crossed by ${nameAsDrawn(crossing)}: ${themeOf(heart)} meets ${themeOf(crossing)}.`;
  }
  return chooser.pick('arc', ARC_ONE)(lead, nameAsDrawn(heart), themes);
}

function suitSentence(facts: ReadingFacts): string | null {
  const { cards, chooser } = facts;
  const lead = leader(countBy<Suit>(cards, (drawn) => drawn.card.suit), cards.length);
  if (lead === undefined) return null;
  const suit = SUIT_NAMES[lead.key];
  const theme = chooser.pick('suit-theme', SUIT_THEMES[lead.key]);
  if (lead.count === cards.length) {
    return cards.length === 2 ? `Both of your cards are ${suit}: ${theme}.` : `All ${numberWord(cards.length)} of your cards are ${suit}: ${theme}.`;
  }
  return chooser.pick('suit', [
    `${capitalize(numberWord(lead.count))} of your ${numberWord(cards.length)} cards are ${suit}: ${theme}.`,
    `${suit} lead the way, with ${numberWord(lead.count)} of the ${numberWord(cards.length)} cards: ${theme}.`,
  ]);
}

function elementSentence(facts: ReadingFacts): string {
  const { cards, chooser } = facts;
  const [only, other] = cards;
  if (only !== undefined && other === undefined) {
    return `As a card of ${only.card.element}, it turns your attention to ${ELEMENT_TERRITORY[only.card.element]}.`;
  }
  const counts = countBy<Element>(cards, (drawn) => drawn.card.element);
  const lead = leader(counts, cards.length);
  if (lead !== undefined) {
    return chooser.pick('element', [
      `${capitalize(lead.key)} runs strongly through this reading, in ${numberWord(lead.count)} of the ${numberWord(cards.length)} cards, so ${ELEMENT_CALLS[lead.key]}.`,
      `${capitalize(numberWord(lead.count))} of the ${numberWord(cards.length)} cards belong to ${lead.key}, so ${ELEMENT_CALLS[lead.key]}.`,
    ]);
  }
  if (only !== undefined && other !== undefined && cards.length === 2) {
    return `Your two cards pair ${only.card.element} with ${other.card.element}, so ${ELEMENT_FOCUS[only.card.element]} and ${ELEMENT_FOCUS[other.card.element]} need to work together.`;
  }
  const missing = ELEMENTS.filter((element) => !counts.has(element));
  const [absent] = missing;
  if (cards.length >= 4 && missing.length === 1 && absent !== undefined) {
    return `The cards draw on several elements, but ${absent} is missing altogether: ${ELEMENT_ABSENCE[absent]}.`;
  }
  return chooser.pick('balanced', BALANCED);
}

function majorsSentence(facts: ReadingFacts): string {
  const { cards, chooser } = facts;
  const majors = cards.filter((drawn) => drawn.card.arcana === 'major');
  const total = cards.length;
  const [firstMajor] = majors;
  if (total === 1) {
    return firstMajor
      ? 'As a major arcana card, it marks something larger than a passing mood: a turning point worth your full attention.'
      : 'As a minor arcana card, it speaks to everyday matters that are within your reach.';
  }
  if (majors.length === total) {
    const all = total === 2 ? 'Both cards are' : 'Every card here is';
    return `${all} major arcana, which marks a turning point in your story rather than a passing mood.`;
  }
  if (firstMajor === undefined) {
    return chooser.pick('majors', [
      'With no major arcana, this rests in the everyday: more of it is in your hands than it may feel.',
      'There are no major arcana here, so this is about everyday choices, and those are yours to make.',
    ]);
  }
  if (majors.length === 1) {
    return chooser.pick('majors', [
      `${capitalize(nameOf(firstMajor))} is the only major arcana here, and it sets the tone for the rest.`,
      `A single major arcana, ${nameOf(firstMajor)}, marks the moment that carries the most weight.`,
    ]);
  }
  const count = capitalize(numberWord(majors.length));
  const named = majors.length <= MAX_NAMED ? `${count} major arcana, ${joinList(majors.map(nameOf))},` : `${count} of the ${numberWord(total)} cards are major arcana, and they`;
  return majors.length * 2 >= total
    ? `${named} signal that larger forces are at work: a chapter of your story is turning, not just a passing mood.`
    : `${named} mark the moments that carry the most weight.`;
}

function reversalSentence(facts: ReadingFacts): string | null {
  const { cards, chooser } = facts;
  const reversed = cards.filter((drawn) => drawn.reversed);
  const total = cards.length;
  const [firstReversed] = reversed;
  if (total === 1) return firstReversed ? 'Reversed, it suggests that its energy is held back or turned inward for now.' : null;
  if (firstReversed === undefined) {
    return `${total === 2 ? 'Both cards stand' : 'Every card stands'} upright, so the energies here flow without much resistance.`;
  }
  if (reversed.length === total) {
    return `${total === 2 ? 'Both cards' : `All ${numberWord(total)} cards`} came up reversed, which suggests that much of this is happening inwardly, or is waiting to be released.`;
  }
  if (reversed.length === 1) {
    return chooser.pick('reversals', [
      `One card came up reversed, ${nameOf(firstReversed)}, a sign that some of this energy is blocked, delayed or turned inward.`,
      `${capitalize(nameOf(firstReversed))} came up reversed, a sign that part of this is held back or still finding its way.`,
    ]);
  }
  const count = capitalize(numberWord(reversed.length));
  return reversed.length <= MAX_NAMED
    ? `${count} cards reversed, ${joinList(reversed.map(nameOf))}, suggest that some of this energy is blocked, delayed or turned inward.`
    : `${count} of the ${numberWord(total)} cards came up reversed, which suggests that much of this energy is blocked, delayed or turned inward.`;
}

function closingSentence(facts: ReadingFacts): string {
  if (facts.request.clarifies !== undefined) return facts.chooser.pick('close', CLOSES_CLARIFIER);
  return facts.chooser.pick('close', facts.question === null ? CLOSES_LIFE : CLOSES_QUESTION);
}

/** Three to five sentences weaving the cards together and tying them back to the question. */
export function composeSummary(facts: ReadingFacts): string {
  const balance = suitSentence(facts) ?? elementSentence(facts);
  return [arcSentence(facts), balance, majorsSentence(facts), reversalSentence(facts), closingSentence(facts)]
    .filter((sentence): sentence is string => sentence !== null && sentence.length > 0)
    .map(asSentence)
    .join(' ');
}
