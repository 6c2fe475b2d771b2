/**
 * What a card's partner in the spread does to it (docs/architecture.md#the-builtin-interpreter), from
 * both cards' tones and elements: a bright card beside a hard one softens it, a relieving reversal
 * releases it, a hard one beside a bright card tests it, and two light cards confirm, feed or temper
 * each other as their elements agree, kindle or oppose.
 */
import type { Element } from '#common/cards/types.ts';
import type { DrawnCard } from '../../oracle.ts';
import { isRelief } from '../facts.ts';
import { tone } from '../kind/leaning.ts';

export type RelationEffect = 'softens' | 'releases' | 'sharpens' | 'tests' | 'confirms' | 'feeds' | 'tempers';

/** Elements that pull against each other: fire and water, air and earth. */
const OPPOSED: Readonly<Record<Element, Element>> = { fire: 'water', water: 'fire', air: 'earth', earth: 'air' };

/** What `partner` does to `drawn`. */
export function relationEffect(drawn: DrawnCard, partner: DrawnCard): RelationEffect {
  const mine = tone(drawn);
  const theirs = tone(partner);
  if (mine < 0) return isRelief(partner) ? 'releases' : theirs > 0 ? 'softens' : 'sharpens';
  if (theirs < 0) return 'tests';
  // A card that pauses is stirred by a bright one; a bright card is slowed by one that pauses.
  if (mine === 0) return theirs > 0 ? 'feeds' : 'confirms';
  if (theirs === 0) return 'tempers';
  if (drawn.card.element === partner.card.element) return 'confirms';
  return OPPOSED[drawn.card.element] === partner.card.element ? 'tempers' : 'feeds';
}
