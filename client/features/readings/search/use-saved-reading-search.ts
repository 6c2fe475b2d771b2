import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Reading } from '#common/api/readings.ts';
import { readingQuery } from '../api.ts';
import { createReadingSearch, searchableReading } from './reading-search.ts';

/** What My Readings is narrowed to: words to search for and a spread (its label), either empty for all. */
export interface SavedReadingFilter {
  words: string;
  spread: string;
}

/** The saved readings a filter keeps, newest first as listed, and the spreads there are to choose from. */
export interface SavedReadingMatches {
  /** The ids kept, in the order of `ids`; null while nothing narrows the list. */
  ids: string[] | null;
  /** The spreads of the saved readings, for the filter. */
  spreads: string[];
}

/**
 * The readings `ids` that the query cache holds, kept current as My Readings' items load them. Read from the cache
 * rather than through useQueries, which only this page would use and which would then weigh on every first load
 * (scripts/first-load-budget.test.ts).
 */
function useCachedReadings(ids: readonly string[]): Reading[] {
  const client = useQueryClient();
  const [readings, setReadings] = useState<Reading[]>([]);
  useEffect(() => {
    const update = () =>
      setReadings((shown) => {
        const held = ids.flatMap((id) => client.getQueryData<Reading | null>(readingQuery(id).queryKey) ?? []);
        return held.length === shown.length && held.every((reading, index) => reading === shown[index]) ? shown : held;
      });
    update();
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === 'readings') update();
    });
  }, [client, ids]);
  return readings;
}

/**
 * Searches and filters the saved readings `ids` in the browser, over the readings My Readings already loads for its
 * items (nothing is fetched twice). The readings stay in memory only, as on every page.
 */
export function useSavedReadingSearch(ids: readonly string[], filter: SavedReadingFilter): SavedReadingMatches {
  const readings = useCachedReadings(ids);
  const searchable = useMemo(() => readings.map((reading) => searchableReading(reading)), [readings]);
  const search = useMemo(() => createReadingSearch(searchable), [searchable]);
  const spreads = useMemo(() => [...new Set(searchable.map((reading) => reading.spread))].toSorted(), [searchable]);

  const words = filter.words.trim();
  if (words === '' && filter.spread === '') return { ids: null, spreads };
  const byWords = words === '' ? null : new Set(search.search(words));
  const bySpread = filter.spread === '' ? null : new Set(searchable.filter((reading) => reading.spread === filter.spread).map((reading) => reading.id));
  const kept = ids.filter((id) => (byWords === null || byWords.has(id)) && (bySpread === null || bySpread.has(id)));
  return { ids: kept, spreads };
}
