import { useMemo } from 'react';
import { useDecks } from '../api.ts';
import { toDeckModel, type DeckModel } from '../model.ts';

/** Every deck as the deck pages show it; `isPending` until the first answer. */
export function useDeckModels(): { decks: DeckModel[]; isPending: boolean } {
  const { data, isPending } = useDecks();
  const decks = useMemo(() => (data?.decks ?? []).map(toDeckModel), [data?.decks]);
  return { decks, isPending };
}

/** One deck by id (undefined when there is none, or while loading: see `isPending`). */
export function useDeck(deckId: number | null): { deck: DeckModel | undefined; isPending: boolean } {
  const { data, isPending } = useDecks();
  const found = data?.decks.find((deck) => deck.id === deckId);
  return { deck: found && toDeckModel(found), isPending };
}

const NO_FAVORITES: readonly string[] = [];

/** The user's favorite deck card ids, as one set while they do not change. */
export function useFavorites(): ReadonlySet<string> {
  const { data } = useDecks();
  const favorites = data?.favorites ?? NO_FAVORITES;
  return useMemo(() => new Set(favorites), [favorites]);
}
