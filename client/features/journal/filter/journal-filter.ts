import type { JournalItem } from '#common/api/journal.ts';
import { normalizeTags } from '#common/domain/journal.ts';
import { tryReadingCards } from '#common/domain/reading-cards.ts';
import { findSpreadType } from '#common/domain/spreads.ts';

/**
 * What My Readings is narrowed to (docs/product.md#the-journal); an empty field keeps every reading. Dates are the
 * `yyyy-mm-dd` of a date input, read in the browser's time zone, and both ends count.
 */
export interface JournalFilter {
  words: string;
  spread: string;
  tag: string;
  /** A mood of the scale ('1' … '5'), met before or after the reading. */
  mood: string;
  /** A card's name. */
  card: string;
  from: string;
  to: string;
  outcome: '' | 'with' | 'without';
}

export const NO_FILTER: JournalFilter = { words: '', spread: '', tag: '', mood: '', card: '', from: '', to: '', outcome: '' };

/** Whether anything narrows the list. */
export const isFiltering = (filter: JournalFilter): boolean => Object.values(filter).some((value) => value.trim() !== '');

/** The choices the filters offer: what the journal actually holds, sorted. */
export interface JournalFacets {
  spreads: string[];
  tags: string[];
  cards: string[];
}

/** A reading's spread as the reading shows it. */
export const spreadLabel = (item: JournalItem): string => findSpreadType(item.reading.request.spreadTypeName)?.label ?? item.reading.request.spreadTypeName;

/** The names of a reading's cards, its clarifiers' too; none for a reading naming a card its deck lacks. */
export function cardNames(item: JournalItem): string[] {
  const laid = tryReadingCards(item.reading, undefined);
  return laid.ok ? laid.cards.map((card) => card.card.name) : [];
}

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].toSorted((a, b) => a.localeCompare(b));

/** The spreads, tags and cards there are to choose from. */
export function journalFacets(items: readonly JournalItem[]): JournalFacets {
  return {
    spreads: sorted(items.map(spreadLabel)),
    tags: sorted(normalizeTags(items.flatMap((item) => item.entry.tags))),
    cards: sorted(items.flatMap(cardNames)),
  };
}

/** Epoch ms of the start of a `yyyy-mm-dd` day in the browser's zone; undefined for none or a broken date. */
function dayStart(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isNaN(time) ? undefined : time;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Whether `item` passes every filter but the words, which the search index answers. */
export function passesFilters(item: JournalItem, filter: JournalFilter): boolean {
  const { reading, entry } = item;
  if (filter.spread !== '' && spreadLabel(item) !== filter.spread) return false;
  if (filter.tag !== '' && !entry.tags.some((tag) => sameText(tag, filter.tag))) return false;
  if (filter.mood !== '' && entry.moodBefore !== Number(filter.mood) && entry.moodAfter !== Number(filter.mood)) return false;
  if (filter.card !== '' && !cardNames(item).includes(filter.card)) return false;
  const from = dayStart(filter.from);
  if (from !== undefined && reading.createdAt < from) return false;
  const to = dayStart(filter.to);
  if (to !== undefined && reading.createdAt >= to + DAY_MS) return false;
  if (filter.outcome === 'with' && entry.outcome === null) return false;
  if (filter.outcome === 'without' && entry.outcome !== null) return false;
  return true;
}

/**
 * The readings `items` keeps under `filter`, as ids in the order of `items` (newest first); `search` answers the
 * words (every id matching them).
 */
export function filterJournal(items: readonly JournalItem[], filter: JournalFilter, search: (words: string) => string[]): string[] {
  const words = filter.words.trim();
  const byWords = words === '' ? null : new Set(search(words));
  return items.filter((item) => (byWords === null || byWords.has(item.reading.id)) && passesFilters(item, filter)).map((item) => item.reading.id);
}
