/** The builtin reading's title: an image drawn from the dominant card, paired with another card or the reading's element. */
import type { CatalogueCard, Element } from '#common/cards/types.ts';
import type { DrawnCard } from '../oracle.ts';
import { type Emblem, emblemOf } from './emblems.ts';
import type { ReadingFacts } from './facts.ts';
import { GENTLE_EMBLEMS } from './imagery-gentle.ts';

const ELEMENT_MOTIFS: Readonly<Record<Element, string>> = {
  fire: 'the Kindling Spark',
  water: 'the Deep Tide',
  air: 'the Clear Wind',
  earth: 'the Patient Soil',
};

/**
 * How much a card shapes the reading's image: majors first, then courts and aces, with the heart
 * of the spread (the first card) and its crossing weighing a little more.
 */
function weight(drawn: DrawnCard): number {
  const { card } = drawn;
  let score = card.arcana === 'major' ? 100 : card.number >= 11 ? 20 : card.number === 1 ? 15 : card.number;
  if (drawn.index === 0) score += 10;
  if (drawn.crossing) score += 5;
  return score;
}

/** The cards from most to least dominant; ties go to the earlier card. */
export function byDominance(cards: readonly DrawnCard[]): DrawnCard[] {
  return cards.toSorted((a, b) => weight(b) - weight(a) || a.index - b.index);
}

/** The element most cards share, ties going to the element of the most dominant card. */
export function dominantElement(cards: readonly DrawnCard[]): Element | undefined {
  const ranked = byDominance(cards);
  const counts = new Map<Element, number>();
  for (const drawn of ranked) counts.set(drawn.card.element, (counts.get(drawn.card.element) ?? 0) + 1);
  let best: Element | undefined;
  for (const [element, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = element;
  return best;
}

const lowerArticle = (emblem: string) => emblem.replace(/^The /, 'the ');

/** A card's emblem, its gentle one in a reading of loss or fear: Death's white rose, not its closing door. */
const emblemIn = (facts: ReadingFacts, card: CatalogueCard): Emblem => (facts.gentle ? GENTLE_EMBLEMS[card.slug] : undefined) ?? emblemOf(card);

/** A title such as "The Lantern in the Tower" or "Two Cups and the Deep Tide". */
export function composeTitle(facts: ReadingFacts): string {
  const [lead, second] = byDominance(facts.cards);
  if (lead === undefined) return 'A Quiet Reading';
  const a = emblemIn(facts, lead.card);
  const motif = ELEMENT_MOTIFS[dominantElement(facts.cards) ?? lead.card.element];
  if (second === undefined) {
    return facts.chooser.pick('title', [`${a.emblem} ${a.setting}`, `${a.emblem} and ${motif}`]);
  }
  const b = emblemIn(facts, second.card);
  return facts.chooser.pick('title', [
    `${a.emblem} ${b.setting}`,
    `${a.emblem} and ${lowerArticle(b.emblem)}`,
    `${a.emblem} and ${motif}`,
  ]);
}
