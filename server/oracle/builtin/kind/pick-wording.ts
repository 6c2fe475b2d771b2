/**
 * What the kind composers share (compose-kind-answer.ts, compose-kind-in-place.ts): a card's slots
 * whose meaning is counted only when a wording says it, and facts.ts's pickWording.
 */
import type { DrawnCard } from '../../oracle.ts';
import { meaningPhrase, type ReadingFacts } from '../facts.ts';

export { pickWording } from '../facts.ts';
import { cardInSentence, placePhrase } from '../words.ts';

export interface CardSlots {
  card: string;
  place: string;
  /** The card's meaning phrase (facts.ts's meaningPhrase), counted as said only when read. */
  readonly essence: string;
}

/**
 * The card's name, place and meaning for a wording, plus `extra` slots. The meaning is a getter so
 * that a wording that does not say it does not use up one of the phrase's few mentions; add slots
 * through this function, since spreading the object would read the getter.
 */
export function cardSlots<T extends object>(facts: ReadingFacts, drawn: DrawnCard, extra: T): CardSlots & T {
  const slots = { card: cardInSentence(drawn.card.name), place: placePhrase(drawn.position.name) } as CardSlots;
  Object.defineProperty(slots, 'essence', { get: () => meaningPhrase(facts, drawn), enumerable: true });
  return Object.assign(slots, extra);
}
