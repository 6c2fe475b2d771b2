import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import * as decks from '#common/api/decks.ts';
import { call, orFallback } from '#client/lib/http.ts';
import { setCoinsThenRefresh } from '#client/lib/points-cache.ts';

type Success = z.infer<typeof decks.DeckActionResultSchema>;
/** What unlocking a deck answers: the coins left afterwards. */
export type DeckUnlockResult = z.infer<typeof decks.DeckUnlockResultSchema>;
const FAILED: Success = { success: false };

/** Every deck and the favorites; none when it fails. */
export const getDecks = (): Promise<decks.Decks> => orFallback(call(decks.getDecks), { decks: [], favorites: [] });

/** Marks card `cardId` a favorite. */
const favoriteCard = (cardId: string): Promise<Success> => orFallback(call(decks.favoriteCard, { params: { id: cardId } }), FAILED);

/** Removes card `cardId` from the favorites. */
const unfavoriteCard = (cardId: string): Promise<Success> => orFallback(call(decks.unfavoriteCard, { params: { id: cardId } }), FAILED);

/** Unlocks deck `deckId`, paid in coins: the coins left, or null when it fails. */
const unlockDeck = (deckId: number): Promise<DeckUnlockResult | null> => orFallback(call(decks.unlockDeck, { params: { id: deckId } }), null);

/** Every deck with its cards and locks, and the user's favorite card ids. */
export const decksQuery = queryOptions({ queryKey: ['decks'], queryFn: getDecks });

/** Every deck with its cards and locks, and the user's favorite card ids. */
export const useDecks = () => useQuery(decksQuery);

/** Adds or removes `cardId` in the cached favorites; leaves the decks array as it is, so deck views stay memoised. */
function setCachedFavorite(queryClient: QueryClient, cardId: string, favorite: boolean): void {
  queryClient.setQueryData<decks.Decks>(decksQuery.queryKey, (cached) => {
    if (cached === undefined || cached.favorites.includes(cardId) === favorite) return cached;
    const favorites = favorite ? [...cached.favorites, cardId] : cached.favorites.filter((id) => id !== cardId);
    return { ...cached, favorites };
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
