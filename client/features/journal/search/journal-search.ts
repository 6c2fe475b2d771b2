import MiniSearch from 'minisearch';
import type { JournalEntry } from '#common/api/journal.ts';
import type { Reading } from '#common/api/readings.ts';
import { tryReadingCards } from '#common/domain/reading-cards.ts';
import { findSpreadType } from '#common/domain/spreads.ts';

/** What a saved reading is searched by (docs/product.md#the-journal): all of it the browser holds decrypted. */
export interface SearchableReading {
  id: string;
  title: string;
  question: string;
  summary: string;
  /** The names of its cards, the clarifiers' too. */
  cards: string;
  /** The spread's name, as the reading shows it. */
  spread: string;
  /** What the user wrote on it: the reflection, the tags and how it turned out. */
  notes: string;
}

/** The words of a saved reading and its journal entry that a search looks through. */
export function searchableReading(reading: Reading, entry?: JournalEntry): SearchableReading {
  const laid = tryReadingCards(reading, undefined);
  const names = laid.ok ? laid.cards.map((card) => card.card.name) : [];
  return {
    id: reading.id,
    title: reading.title,
    question: reading.request.general ? '' : reading.request.question,
    summary: [reading.summary, ...reading.clarifiers.map((clarifier) => clarifier.question ?? '')].join(' '),
    cards: names.join(' '),
    spread: findSpreadType(reading.request.spreadTypeName)?.label ?? reading.request.spreadTypeName,
    notes: entry ? [entry.reflection, ...entry.tags, entry.outcome?.answer ?? ''].join(' ') : '',
  };
}

/** Searches the readings it was given. */
export interface JournalSearch {
  /** The ids of the readings matching every word of `query` (the last one as typed so far), best first. */
  search: (query: string) => string[];
}

/**
 * An index over `readings`, built in the browser: the server holds them sealed and cannot search them
 * (docs/architecture.md#searching-saved-readings). Every word must match, a word still being typed matches as a
 * prefix, and a slip of a letter in a longer word is forgiven; a match in the title or a card counts most.
 */
export function createJournalSearch(readings: readonly SearchableReading[]): JournalSearch {
  const index = new MiniSearch<SearchableReading>({
    fields: ['title', 'question', 'summary', 'cards', 'spread', 'notes'],
    searchOptions: {
      combineWith: 'AND',
      prefix: (_term, position, terms) => position === terms.length - 1,
      fuzzy: (term) => (term.length > 4 ? 1 : false),
      boost: { title: 3, cards: 2, question: 2 },
    },
  });
  index.addAll(readings);
  return { search: (query) => (query.trim() === '' ? [] : index.search(query).map((result) => String(result.id))) };
}
