import { useQuery } from '@tanstack/react-query';
import type { CardAreas } from '#common/cards/areas/types.ts';

/**
 * The area corpus, loaded on first use: it is some 75 KB of text that only the card detail view
 * needs, so it stays out of the deck pages' first load. It never changes while the app runs.
 */
const areaCorpusQuery = {
  queryKey: ['card-area-corpus'],
  queryFn: async () => (await import('#common/cards/areas/corpus.ts')).areasOf,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
} as const;

/** What {@link useCardAreas} gives while the corpus loads, once it has, or when it could not. */
export type CardAreasState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; areas: CardAreas | undefined };

/** A card's love, work and self meanings, upright and reversed. */
export function useCardAreas(slug: string): CardAreasState {
  const query = useQuery(areaCorpusQuery);
  if (query.isPending) return { status: 'pending' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'success', areas: query.data(slug) };
}
