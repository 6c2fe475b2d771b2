import { CARDS_PER_DECK } from '#common/limits.ts';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import type { CatalogueCard } from '#common/cards/types.ts';
import { binomialUpperTail } from './binomial-tail.ts';
import type { InsightReading } from './insight-readings.ts';

/** The chance of a false alarm the page accepts over the whole deck (split over its 78 cards, see below). */
export const NOTABLE_CHANCE = 0.05;
/** A card drawn fewer times is never called notable, however few draws there are: two is a coincidence, not a pattern. */
export const MIN_NOTABLE_DRAWS = 3;

/** How often one card came up, and whether that is more than chance alone would likely give. */
export interface CardCount {
  card: CatalogueCard;
  count: number;
  /** The chance that luck alone gives this card at least `count` draws. */
  chance: number;
  notable: boolean;
}

/** Every card drawn, most drawn first, with what chance alone would give each. */
export interface MostDrawnCards {
  /** Cards drawn in all, clarifiers' included. */
  draws: number;
  /** The draws each card would get by chance alone: draws / 78. */
  expected: number;
  cards: CardCount[];
}

const CATALOGUE_ORDER: ReadonlyMap<string, number> = new Map(CATALOGUE.map((card, index) => [card.slug, index]));

/**
 * Counts draws per card (docs/product.md#insights). Each draw is one card out of the deck's 78, so by chance alone a
 * card comes up about draws / 78 times, and its count follows a binomial law with p = 1/78. (Within one spread a card
 * cannot come twice, so counts spread less than that law says, and the test errs toward calling nothing notable.)
 * A card is notable when luck alone would give it at least its count less than 5% / 78 of the time:
 * the 5% is split over the 78 cards (Bonferroni), so a journal drawn by pure chance has a card flagged less than one
 * time in twenty. It must also have come up at least {@link MIN_NOTABLE_DRAWS} times.
 */
export function mostDrawnCards(readings: readonly InsightReading[]): MostDrawnCards {
  const counts = new Map<string, { card: CatalogueCard; count: number }>();
  let draws = 0;
  for (const { card } of readings.flatMap((reading) => reading.draws)) {
    draws += 1;
    const counted = counts.get(card.slug) ?? { card, count: 0 };
    counted.count += 1;
    counts.set(card.slug, counted);
  }
  const threshold = NOTABLE_CHANCE / CARDS_PER_DECK;
  const cards = [...counts.values()]
    .map(({ card, count }) => {
      const chance = binomialUpperTail(draws, 1 / CARDS_PER_DECK, count);
      return { card, count, chance, notable: count >= MIN_NOTABLE_DRAWS && chance < threshold };
    })
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is ES2023, past the build's es2022 target
    .sort((a, b) => b.count - a.count || CATALOGUE_ORDER.get(a.card.slug)! - CATALOGUE_ORDER.get(b.card.slug)!);
  return { draws, expected: draws / CARDS_PER_DECK, cards };
}
