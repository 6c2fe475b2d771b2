/**
 * How the cards of a spread speak to each other: each card's partner (the classic Celtic Cross
 * pairings, the flow of past, present and future, the two people of a relationship spread, a free
 * spread's heart and what crosses it) and where the partner lies from the card's side
 * (docs/architecture.md#the-builtin-interpreter). What the partner does to the card is relation-effect.ts's.
 */
import type { DrawnCard } from '../../oracle.ts';

/** What ties a card to its partner, which decides how the sentence reads. */
export type RelationRole =
  | 'across' | 'crossed' | 'beneath' | 'above' | 'before' | 'after' | 'self-world' | 'world-self' | 'hope-outcome' | 'outcome-hope'
  | 'forward' | 'backward' | 'other' | 'bond-strain' | 'strain-bond' | 'way-bond' | 'neighbor';

export interface Relation {
  partner: DrawnCard;
  role: RelationRole;
}

/** Partners by laid index in the spreads whose places pair up, with the role from this card's side. */
const PAIRINGS: Readonly<Record<string, ReadonlyArray<readonly [number, RelationRole]>>> = {
  GENERAL: [[-1, 'crossed']],
  CELTIC_CROSS: [[-1, 'crossed'], [3, 'beneath'], [4, 'before'], [1, 'above'], [2, 'after'], [6, 'self-world'], [5, 'world-self'], [8, 'hope-outcome'], [7, 'outcome-hope']],
  THREE_CARD: [[1, 'forward'], [2, 'forward'], [0, 'backward']],
  RELATIONSHIP: [[1, 'other'], [0, 'other'], [3, 'bond-strain'], [2, 'strain-bond'], [2, 'way-bond']],
};

/**
 * The card `drawn` is read beside, or undefined in a one-card reading. The crossing card pairs with
 * the heart it lies across; `-1` stands for the crossing card in the pairings above, and without one
 * the heart is read beside the next card. Any other card is read beside the one laid before it.
 */
export function relationOf(spreadName: string, laid: readonly DrawnCard[], crossing: DrawnCard | undefined, drawn: DrawnCard): Relation | undefined {
  if (drawn.crossing) return laid[0] ? { partner: laid[0], role: 'across' } : undefined;
  const position = laid.indexOf(drawn);
  const pairing = PAIRINGS[spreadName]?.[position];
  if (pairing) {
    const [index, role] = pairing;
    const partner = index === -1 ? (crossing ?? laid[1]) : laid[index];
    if (partner) return { partner, role: index === -1 && !crossing ? 'neighbor' : role };
  }
  const neighbor = laid[position === 0 ? 1 : position - 1];
  return neighbor ? { partner: neighbor, role: 'neighbor' } : undefined;
}
