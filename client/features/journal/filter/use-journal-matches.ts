import { useMemo } from 'react';
import type { JournalItem } from '#common/api/journal.ts';
import { createJournalSearch, searchableReading } from '../search/journal-search.ts';
import { filterJournal, isFiltering, journalFacets, type JournalFacets, type JournalFilter } from './journal-filter.ts';

/** What a filter keeps of the journal, and the choices the filters offer. */
export interface JournalMatches {
  /** The ids kept, newest first; null while nothing narrows the list. */
  ids: string[] | null;
  facets: JournalFacets;
}

/**
 * Searches and filters the journal in the browser, over the decrypted items it holds in memory: the server keeps them
 * sealed and cannot (docs/architecture.md#searching-saved-readings). The index is built again only when the items change.
 */
export function useJournalMatches(items: readonly JournalItem[], filter: JournalFilter): JournalMatches {
  const search = useMemo(() => createJournalSearch(items.map((item) => searchableReading(item.reading, item.entry))), [items]);
  const facets = useMemo(() => journalFacets(items), [items]);
  const filtering = isFiltering(filter);
  const ids = useMemo(() => (filtering ? filterJournal(items, filter, search.search) : null), [filtering, items, filter, search]);
  return { ids, facets };
}
