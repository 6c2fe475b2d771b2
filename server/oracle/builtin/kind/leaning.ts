/**
 * The honest leaning a yes-or-no question gets: each card's tone, weighted by how much its place
 * says about where things go (the outcome most, the past least), summed into yes, no or unclear,
 * with how firmly (docs/architecture.md#the-builtin-interpreter).
 */
import type { DrawnCard } from '../../oracle.ts';
import { ESSENCES } from '../corpus/essences.ts';
import type { PositionKind } from '../positions/position-kind.ts';
import type { YesMeans } from '../question/types.ts';

export interface Leaning {
  /** The answer to the question as asked: for a feared yes, 'no' is the good news. */
  lean: 'yes' | 'no' | 'unclear';
  /** How far the cards agree: 'firm' only when the weighted tone is well past the threshold. */
  strength: 'gentle' | 'firm';
  /** The card that weighs most toward the leaning (the heaviest pausing card when it is unclear for a pause), to name. */
  decisive: DrawnCard;
}

/** Cards whose upright face is itself hard news, read against a yes. */
const HARD_UPRIGHT = new Set([
  'the-tower', 'the-devil', 'the-moon', 'three-of-swords', 'five-of-swords', 'six-of-swords', 'seven-of-swords', 'eight-of-swords',
  'nine-of-swords', 'ten-of-swords', 'five-of-pentacles', 'five-of-cups', 'five-of-wands', 'ten-of-wands', 'eight-of-cups', 'four-of-cups',
]);
/** Cards that ask for a pause more than they answer, upright. */
const PAUSING_UPRIGHT = new Set(['the-hanged-man', 'two-of-swords', 'four-of-swords', 'the-hermit', 'seven-of-cups', 'death']);

/** Whether the card, as drawn, asks for a pause (a stalemate, a rest, a wait) rather than answering. */
export const pauses = (drawn: DrawnCard) => !drawn.reversed && PAUSING_UPRIGHT.has(drawn.card.slug);

/** A card's tone in words: bright news, hard news, or a pause. */
export function toneWord(drawn: DrawnCard): 'bright' | 'hard' | 'pause' {
  return pauses(drawn) ? 'pause' : tone(drawn) > 0 ? 'bright' : 'hard';
}

/** How much a place says about where things go. */
const WEIGHTS: Readonly<Record<PositionKind, number>> = {
  outcome: 3, answer: 3, 'near-future': 2, crown: 1.5, advice: 1.5, present: 1.5, thread: 1, self: 1, 'other-person': 1, bond: 1,
  surroundings: 0.75, 'hopes-fears': 0.75, hidden: 0.75, foundation: 0.5, obstacle: 0.75, past: 0.5,
};

/** How much a place of this kind says about where things go. */
export const placeWeight = (kind: PositionKind) => WEIGHTS[kind];

/** A card's tone from -1 (against) to 1 (for). */
export function tone(drawn: DrawnCard): number {
  const { slug } = drawn.card;
  if (!drawn.reversed) return HARD_UPRIGHT.has(slug) ? -1 : PAUSING_UPRIGHT.has(slug) ? 0 : 1;
  // A reversal that eases a hard card is good news; one that blocks a good card is not.
  return ESSENCES[slug]?.reversed.tone === 'relief' ? 0.5 : -0.75;
}

const LEAN_THRESHOLD = 0.2;
const FIRM_THRESHOLD = 0.55;

/** The first of the heaviest cards among `cards`. */
function heaviest(cards: readonly DrawnCard[], kindOf: (drawn: DrawnCard) => PositionKind): DrawnCard | undefined {
  return cards.reduce<DrawnCard | undefined>((best, drawn) => (best === undefined || WEIGHTS[kindOf(drawn)] > WEIGHTS[kindOf(best)] ? drawn : best), undefined);
}

/** The leaning of `cards`, each in the place `kindOf` gives it, for a question whose yes is hoped for or feared. */
export function leaningOf(cards: readonly DrawnCard[], kindOf: (drawn: DrawnCard) => PositionKind, yesMeans: YesMeans): Leaning {
  let total = 0;
  let weights = 0;
  let pausing = 0;
  for (const drawn of cards) {
    const weight = WEIGHTS[kindOf(drawn)];
    total += weight * tone(drawn);
    weights += weight;
    if (pauses(drawn)) pausing += weight;
  }
  const sign = yesMeans === 'feared' ? -1 : 1;
  const score = (weights === 0 ? 0 : total / weights) * sign;
  const strength = Math.abs(score) >= FIRM_THRESHOLD ? 'firm' : 'gentle';
  const weightiest = heaviest(cards, kindOf)!;
  // A stalemate in the weightiest place, or pauses carrying half the weight, is a wait, not a soft yes or no.
  if (pauses(weightiest) || pausing * 2 >= weights) return { lean: 'unclear', strength, decisive: pauses(weightiest) ? weightiest : heaviest(cards.filter(pauses), kindOf)! };
  const lean = score > LEAN_THRESHOLD ? 'yes' : score < -LEAN_THRESHOLD ? 'no' : 'unclear';
  if (lean === 'unclear') return { lean, strength, decisive: weightiest };
  const agreeing = cards.filter((drawn) => tone(drawn) * sign * (lean === 'yes' ? 1 : -1) > 0);
  return { lean, strength, decisive: heaviest(agreeing, kindOf) ?? weightiest };
}
