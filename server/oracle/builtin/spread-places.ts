/** The places a summary reads first: the spread's heart, the card it leads to, the cards in places of a kind. */
import type { DrawnCard } from '../oracle.ts';
import type { ReadingFacts } from './facts.ts';

/** The laid cards in places of the wanted kinds, in spread order. */
export const kinds = (facts: ReadingFacts, ...wanted: string[]) => facts.laid.filter((drawn) => wanted.includes(facts.kindOf(drawn)));

/** The card the reading leads to: the outcome place, else the near future or the one answer, else the last card laid. */
export function outcomeCard(facts: ReadingFacts): DrawnCard | undefined {
  return kinds(facts, 'outcome')[0] ?? kinds(facts, 'near-future', 'answer')[0] ?? facts.laid.at(-1);
}

/** The heart of the spread: its first card. */
export const heartOf = (facts: ReadingFacts) => facts.laid[0] ?? facts.cards[0];
