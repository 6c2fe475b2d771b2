/**
 * How the cards of a spread speak to each other: each card's partner (the classic Celtic Cross
 * pairings, the flow of past, present and future, the two people of a relationship spread) and a
 * sentence that reads the card beside it (docs/architecture.md#the-builtin-interpreter).
 */
import type { DrawnCard } from '../oracle.ts';

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
  CELTIC_CROSS: [[-1, 'crossed'], [3, 'beneath'], [4, 'before'], [1, 'above'], [2, 'after'], [6, 'self-world'], [5, 'world-self'], [8, 'hope-outcome'], [7, 'outcome-hope']],
  THREE_CARD: [[1, 'forward'], [2, 'forward'], [0, 'backward']],
  RELATIONSHIP: [[1, 'other'], [0, 'other'], [3, 'bond-strain'], [2, 'strain-bond'], [2, 'way-bond']],
};

/**
 * The card `drawn` is read beside, or undefined in a one-card reading. The crossing card pairs with
 * the heart it lies across; `-1` stands for the crossing card in the pairings above.
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

/** The words a relation sentence fills in. */
export interface RelationSlots {
  /** This card mid-sentence: "the Ace of Wands", "Strength". */
  card: string;
  /** The partner mid-sentence: "the Star". */
  partner: string;
  /** The partner's place: "The near future", "Card 2". */
  place: string;
  /** The partner's essence in its orientation. */
  essence: string;
}

type Template = (s: RelationSlots) => string;

/** Sentences by role; the composer takes them in turn so one reading never repeats a wording. */
export const RELATION_TEMPLATES: Readonly<Record<RelationRole, readonly Template[]>> = {
  across: [
    (s) => `${s.card} lies across ${s.partner}, so whatever this card brings has to be worked out against ${s.essence}.`,
    (s) => `Laid over ${s.partner}, ${s.card} is the force the heart of the matter, ${s.essence}, has to reckon with.`,
    (s) => `The weight of ${s.card} falls across ${s.partner}: the two pull in different ways, and the heart of the matter is ${s.essence}.`,
  ],
  crossed: [
    (s) => `Across ${s.card} lies ${s.partner}, ${s.essence}, the pressure this card has to hold its ground against.`,
    (s) => `${s.partner} crosses ${s.card}, bringing ${s.essence} into the middle of things.`,
    (s) => `What stands across ${s.card} is ${s.partner}, which speaks of ${s.essence}; the two are meant to be read as one knot.`,
  ],
  beneath: [
    (s) => `Read with ${s.partner} in the crown, ${s.card} at the root shows the ground under the hope of ${s.essence}.`,
    (s) => `Above ${s.card} sits ${s.partner}, ${s.essence}: the conscious hope grows out of this hidden ground.`,
    (s) => `${s.card} is the unconscious half of a pair whose conscious half is ${s.partner}, ${s.essence}.`,
  ],
  above: [
    (s) => `${s.card} grows from ${s.partner} in the foundation, ${s.essence}, and is only as steady as that root.`,
    (s) => `Beneath ${s.card} lies ${s.partner}, ${s.essence}, the ground this hope stands on.`,
    (s) => `The conscious aim of ${s.card} answers ${s.partner} below, which works out of sight with ${s.essence}.`,
  ],
  before: [
    (s) => `What passes with ${s.card} hands on to ${s.partner} in ${s.place}, where what comes next is ${s.essence}.`,
    (s) => `Set ${s.card} beside ${s.partner} ahead: as the one fades, the other brings ${s.essence}.`,
    (s) => `The line runs from ${s.card} to ${s.partner}, so what leaves with the one makes room for ${s.essence}.`,
  ],
  after: [
    (s) => `${s.card} follows ${s.partner} in ${s.place}, so this next step grows out of ${s.essence}.`,
    (s) => `Behind ${s.card} stands ${s.partner}, ${s.essence}, so what comes next carries that history with it.`,
    (s) => `${s.card} takes over from ${s.partner}, whose gift was ${s.essence}, and that handover is the reading’s short story.`,
  ],
  'self-world': [
    (s) => `Around you, ${s.partner} shows ${s.essence}; how the stance of ${s.card} meets that setting is the point.`,
    (s) => `Your stance, ${s.card}, meets ${s.partner} in your surroundings, ${s.essence}, and each shapes the other.`,
    (s) => `Pair ${s.card} with ${s.partner} around you: you bring this card, the world answers with ${s.essence}.`,
  ],
  'world-self': [
    (s) => `Into the setting of ${s.card} you bring ${s.partner}, ${s.essence}, and the meeting of the two is where things move.`,
    (s) => `${s.card} surrounds ${s.partner}, your own stance of ${s.essence}, and asks how well the two fit.`,
    (s) => `Your own card, ${s.partner}, speaks of ${s.essence}; this is the weather ${s.card} walks through.`,
  ],
  'hope-outcome': [
    (s) => `Hold ${s.card} up to ${s.partner} in ${s.place}: what you hope or fear here colors the arrival of ${s.essence}.`,
    (s) => `${s.card} is the mirror of ${s.partner}, where things lead, ${s.essence}; hope and outcome are read together.`,
    (s) => `The outcome, ${s.partner}, answers ${s.card} with ${s.essence}, so notice whether the fear or the hope is speaking louder.`,
  ],
  'outcome-hope': [
    (s) => `${s.card} answers ${s.partner} among your hopes and fears, ${s.essence}, so part of this outcome is shaped by what you expect.`,
    (s) => `Read ${s.card} beside ${s.partner}, ${s.essence}: the hope or the fear there leans on where this goes.`,
    (s) => `Your hopes and fears hold ${s.partner}, ${s.essence}, and ${s.card} is how that feeling plays out as things stand.`,
  ],
  forward: [
    (s) => `From ${s.card} the line runs to ${s.partner} in ${s.place}, toward ${s.essence}.`,
    (s) => `${s.card} hands on to ${s.partner}, which takes up the story with ${s.essence}.`,
    (s) => `What ${s.card} starts is carried into ${s.partner}, which answers with ${s.essence}.`,
  ],
  backward: [
    (s) => `${s.card} answers ${s.partner} in ${s.place}, which set all of this moving with ${s.essence}.`,
    (s) => `Looking back to ${s.partner}, the arc runs to ${s.card} from ${s.essence}.`,
    (s) => `The story began with ${s.partner}, ${s.essence}, and this is where ${s.card} leans now.`,
  ],
  other: [
    (s) => `Across from ${s.card} stands ${s.partner}, ${s.essence}: two people, two ways of meeting the same bond.`,
    (s) => `The counterpart of ${s.card} is ${s.partner}, which speaks of ${s.essence}, and the space between the two is where the relationship lives.`,
    (s) => `Beside ${s.partner}, ${s.essence}, ${s.card} shows what each side brings to the table.`,
  ],
  'bond-strain': [
    (s) => `${s.card} is tested by ${s.partner}, ${s.essence}, and what holds the two of you is measured against that strain.`,
    (s) => `Set against ${s.partner} in ${s.place}, ${s.essence}, ${s.card} shows what the bond has to work with.`,
    (s) => `The strain comes from ${s.partner}, ${s.essence}; ${s.card} is what pushes back.`,
  ],
  'strain-bond': [
    (s) => `${s.card} presses on ${s.partner}, the bond of ${s.essence}, which is what it tests.`,
    (s) => `What ${s.card} strains is ${s.partner}, ${s.essence}, so the question is how much that bond can carry.`,
    (s) => `Against ${s.card} stands ${s.partner}, ${s.essence}, the tie this challenge pulls at.`,
  ],
  'way-bond': [
    (s) => `${s.card} builds on ${s.partner}, ${s.essence}, the tie the way forward grows from.`,
    (s) => `What ${s.card} offers would tend ${s.partner} in the bond, ${s.essence}.`,
    (s) => `Read ${s.card} with ${s.partner}, ${s.essence}: the way forward starts from what already holds.`,
  ],
  neighbor: [
    (s) => `Next to ${s.partner}, which speaks of ${s.essence}, ${s.card} adds its own thread to the same weave.`,
    (s) => `Beside ${s.card} lies ${s.partner}, ${s.essence}, and the two are worth reading as a pair.`,
    (s) => `${s.card} keeps company with ${s.partner} in ${s.place}, ${s.essence}, and each sharpens the other.`,
  ],
};
