import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Decks } from '#common/api/decks.ts';
import { favoriteCard, getDecks, unfavoriteCard, unlockDeck, type DeckUnlockResult } from '#client/lib/api-client.ts';
import { setCoinsThenRefresh } from '#client/lib/points-cache.ts';

/** Every deck with its cards and locks, and the user's favorite card ids. */
export const decksQuery = queryOptions({ queryKey: ['decks'], queryFn: getDecks });

/** Every deck with its cards and locks, and the user's favorite card ids. */
export const useDecks = () => useQuery(decksQuery);

/** Adds or removes `cardId` in the cached favorites; leaves the decks array as it is, so deck views stay memoised. */
function setCachedFavorite(queryClient: QueryClient, cardId: string, favorite: boolean): void {
  queryClient.setQueryData<Decks>(decksQuery.queryKey, (decks) => {
    if (decks === undefined || decks.favorites.includes(cardId) === favorite) return decks;
    const favorites = favorite ? [...decks.favorites, cardId] : decks.favorites.filter((id) => id !== cardId);
    return { ...decks, favorites };
  });
}

/** What {@link useToggleFavorite} is asked to do. */
export interface FavoriteChange {
  cardId: string;
  favorite: boolean;
}

/**
 * Favorites or unfavorites a card, optimistically: the heart changes at once and turns back
 * if the server refuses. The rollback undoes only this card, so quick toggles of other cards survive.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, favorite }: FavoriteChange) => {
      const result = favorite ? await favoriteCard(cardId) : await unfavoriteCard(cardId);
      if (!result.success) throw new Error(`Could not ${favorite ? 'favorite' : 'unfavorite'} ${cardId}`);
    },
    onMutate: async ({ cardId, favorite }) => {
      // A decks fetch already in flight would overwrite the optimistic change with older data.
      await queryClient.cancelQueries({ queryKey: decksQuery.queryKey });
      setCachedFavorite(queryClient, cardId, favorite);
    },
    onError: (_error, { cardId, favorite }) => setCachedFavorite(queryClient, cardId, !favorite),
  });
}

/**
 * Unlocks a deck with coins. Resolves to the coins left, or rejects when the call failed (the
 * Error dialog is already up). Refreshes the decks, and shows the coins left everywhere at once.
 */
export function useUnlockDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deckId: number): Promise<DeckUnlockResult> => {
      const result = await unlockDeck(deckId);
      if (result === null) throw new Error(`Could not unlock deck ${deckId}`);
      return result;
    },
    onSuccess: ({ coins }) => {
      void setCoinsThenRefresh(queryClient, coins);
      return queryClient.invalidateQueries({ queryKey: decksQuery.queryKey });
    },
  });
}
