import { CATALOGUE } from '#common/cards/catalogue.ts';
import type { CatalogueCard } from '#common/cards/types.ts';
import { normalizeTags, suggestTags } from '#common/domain/journal.ts';
import type { InsightReading } from './insight-readings.ts';

/** A card that came up again in readings about one topic. */
export interface RecurringCard {
  card: CatalogueCard;
  /** How many of the topic's readings it came up in (a card in a reading and its clarifier counts once). */
  readings: number;
}

/** A topic with the cards that came up in two or more of its readings. */
export interface TagCards {
  /** As the user wrote it, the newest spelling when readings differ in case. */
  tag: string;
  readings: number;
  /** How many of them carry the tag because their question suggested it, having no tags of their own. */
  suggested: number;
  /** Most readings first. */
  cards: RecurringCard[];
}

/** The fewest readings of one topic a card must come up in to count as recurring. */
export const MIN_RECURRING_READINGS = 2;

const CATALOGUE_ORDER: ReadonlyMap<string, number> = new Map(CATALOGUE.map((card, index) => [card.slug, index]));

/** The reading's topics: the user's tags, or when it has none, those its question suggests (suggestTags). */
export function readingTopics(reading: InsightReading): { tags: string[]; suggested: boolean } {
  const own = normalizeTags(reading.entry.tags);
  return own.length > 0 ? { tags: own, suggested: false } : { tags: suggestTags(reading.question), suggested: true };
}

interface Topic {
  tag: string;
  readings: number;
  suggested: number;
  cards: Map<string, RecurringCard>;
}

/**
 * Per topic, the cards that came up in {@link MIN_RECURRING_READINGS} or more of its readings (docs/product.md#insights).
 * Tags are matched whatever their case. Topics with no such card are left out; the rest come with the most readings
 * first.
 */
export function recurringByTag(readings: readonly InsightReading[]): TagCards[] {
  const topics = new Map<string, Topic>();
  for (const reading of readings) {
    if (reading.draws.length === 0) continue;
    const { tags, suggested } = readingTopics(reading);
    const cards = new Map(reading.draws.map(({ card }) => [card.slug, card]));
    for (const tag of tags) {
      const key = tag.toLocaleLowerCase();
      const topic = topics.get(key) ?? { tag, readings: 0, suggested: 0, cards: new Map<string, RecurringCard>() };
      topic.readings += 1;
      if (suggested) topic.suggested += 1;
      for (const [slug, card] of cards) {
        const seen = topic.cards.get(slug) ?? { card, readings: 0 };
        seen.readings += 1;
        topic.cards.set(slug, seen);
      }
      topics.set(key, topic);
    }
  }
  return [...topics.values()]
    .map(({ tag, readings: count, suggested, cards }) => ({
      tag,
      readings: count,
      suggested,
      cards: [...cards.values()]
        .filter((card) => card.readings >= MIN_RECURRING_READINGS)
        // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is ES2023, past the build's es2022 target
        .sort((a, b) => b.readings - a.readings || CATALOGUE_ORDER.get(a.card.slug)! - CATALOGUE_ORDER.get(b.card.slug)!),
    }))
    .filter((topic) => topic.cards.length > 0)
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts a fresh copy; toSorted is ES2023, past the build's es2022 target
    .sort((a, b) => b.readings - a.readings || a.tag.localeCompare(b.tag));
}
