/**
 * The builtin reading's title: an image drawn from the dominant card, paired with another card or with
 * a motif made of the reading's element and what the question is about ("the Tender Hearth").
 */
import type { CatalogueCard, Element } from '#common/cards/types.ts';
import type { DrawnCard } from '../../oracle.ts';
import { type Emblem, emblemOf } from './emblems.ts';
import type { ReadingFacts } from '../facts.ts';
import { GENTLE_EMBLEMS } from '../imagery-gentle.ts';
import { capitalize } from '../words.ts';
import { ELEMENT_ADJECTIVES, KIND_NOUNS, TOPIC_NOUNS } from './title-words.ts';

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

/**
 * The reading's motif: an adjective of its element and a noun for its question's topic or kind, so
 * "the Tender Hearth" titles a family question in Cups and "the Clear Horizon" a general one in Swords.
 * Words the title already holds are passed over, so no title reads "the Kindled Meeting in the Kindled Hills".
 */
function motifOf(facts: ReadingFacts, element: Element, rest: string): string {
  const [topic] = facts.insight.topics;
  const { kind } = facts.insight;
  const nouns = facts.question === null || topic === undefined ? KIND_NOUNS[kind] : kind === 'general' ? TOPIC_NOUNS[topic] : [...TOPIC_NOUNS[topic], ...KIND_NOUNS[kind]];
  const taken = new Set(rest.toLowerCase().split(/\W+/));
  const fresh = (words: readonly string[]) => words.filter((word) => !word.toLowerCase().split(' ').some((part) => taken.has(part)));
  const pick = (slot: string, words: readonly string[]) => facts.chooser.pick(slot, fresh(words).length > 0 ? fresh(words) : words);
  return `the ${pick('title:adjective', ELEMENT_ADJECTIVES[element])} ${pick('title:noun', nouns)}`;
}

/** A title such as "The Lantern in the Tower", "Two Cups and the Tender Hearth" or "From the Star to the Open Horizon". */
export function composeTitle(facts: ReadingFacts): string {
  const [lead, second] = byDominance(facts.cards);
  if (lead === undefined) return 'A Quiet Reading';
  const a = emblemIn(facts, lead.card);
  const motif = motifOf(facts, dominantElement(facts.cards) ?? lead.card.element, `${a.emblem} ${a.setting}`);
  const shared = [`${a.emblem} and ${motif}`, `${capitalize(motif)} ${a.setting}`, `From ${lowerArticle(a.emblem)} to ${motif}`];
  if (second === undefined) return facts.chooser.pick('title', [`${a.emblem} ${a.setting}`, ...shared]);
  const b = emblemIn(facts, second.card);
  return facts.chooser.pick('title', [`${a.emblem} ${b.setting}`, `${a.emblem} and ${lowerArticle(b.emblem)}`, ...shared]);
}
