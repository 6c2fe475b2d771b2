import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { CARDS_PER_DECK } from '#common/limits.ts';
import { useToggleFavorite } from '#client/features/decks/api.ts';
import { CardDetailModal } from '#client/features/decks/components/card-detail-modal.tsx';
import { CardFilterBar } from '#client/features/decks/components/card-filters.tsx';
import { CardGrid } from '#client/features/decks/components/card-grid.tsx';
import { CardGridSkeleton, DeckNotFound, NoCards } from '#client/features/decks/components/deck-states.tsx';
import { LockMark } from '#client/features/decks/components/marks.tsx';
import { UnlockDeck } from '#client/features/decks/components/unlock-deck.tsx';
import { useCardView } from '#client/features/decks/hooks/use-card-view.ts';
import { useDeck, useFavorites } from '#client/features/decks/hooks/use-deck.ts';
import { countFavorites, filterCards, NO_FILTERS, type DeckCard, type DeckModel } from '#client/features/decks/model.ts';
import { usePoints } from '#client/features/points/api.ts';
import { appPaths } from '#client/paths.ts';
import { useDeckParam } from './use-deck-param.ts';

/** /app/main/decks/{deckId}/cards: all 78 cards of a deck, filtered, each opening its detail. */
export function Component() {
  const { deck, isPending } = useDeck(useDeckParam());
  if (isPending) return <CardGridSkeleton />;
  if (deck === undefined) return <DeckNotFound />;
  return <DeckCards deck={deck} />;
}

/** The neighbors of `entry` in `cards` (or in the whole deck once it has left the filtered view). */
function neighbors(cards: readonly DeckCard[], deck: DeckModel, entry: DeckCard | null) {
  const list = entry !== null && cards.includes(entry) ? cards : deck.cards;
  const index = entry === null ? -1 : list.indexOf(entry);
  return { previous: index > 0 ? list[index - 1] : undefined, next: index >= 0 ? list[index + 1] : undefined };
}

function DeckCards({ deck }: { deck: DeckModel }) {
  const favorites = useFavorites();
  // The unlock mutation refreshes the points record itself: every place showing coins follows it.
  const coins = usePoints().data?.coins;
  const { filters, setFilters, selected, openCard, switchCard, closeCard } = useCardView();
  const toggleFavorite = useToggleFavorite();

  // A locked deck has no favorites to filter by; null keeps the filtered list independent of them.
  const onlyFavorites = filters.favoritesOnly && !deck.locked ? favorites : null;
  const shown = useMemo(() => filterCards(deck.cards, filters, onlyFavorites), [deck.cards, filters, onlyFavorites]);
  const entry = selected === null ? null : (deck.cards.find(({ card }) => card.slug === selected) ?? null);
  const { previous, next } = neighbors(shown, deck, entry);
  const showAll = useCallback(() => setFilters(NO_FILTERS), [setFilters]);

  return (
    <div className="deck-cards-page">
      <header className="deck-cards-head">
        <div>
          <h1 className="h3 mb-1">{deck.name} deck</h1>
          <p className="text-body-secondary mb-0" aria-live="polite">
            Showing {shown.length} of {CARDS_PER_DECK} cards
          </p>
        </div>
        <Link to={appPaths.deckDetails(deck.id)} className="btn btn-outline-primary btn-sm">
          Deck details
        </Link>
      </header>
      <UnlockDeck deck={deck} coins={coins} className="locked-banner">
        <LockMark size={28} className="locked-banner-icon" />
        <p className="locked-banner-text">
          <strong>The {deck.name} deck is locked.</strong> Browse all its cards here; unlock it to read with them and keep favorites.
        </p>
      </UnlockDeck>
      <CardFilterBar filters={filters} onChange={setFilters} showFavorites={!deck.locked} />
      {shown.length === 0 ? (
        <NoCards noFavorites={countFavorites(deck.cards, favorites) === 0} onShowAll={showAll} />
      ) : (
        <CardGrid cards={shown} style={deck.style} locked={deck.locked} favorites={favorites} onSelect={openCard} />
      )}
      <CardDetailModal
        entry={entry}
        deck={deck}
        favorite={entry !== null && favorites.has(entry.id)}
        onToggleFavorite={({ id }) => toggleFavorite.mutate({ cardId: id, favorite: !favorites.has(id) })}
        onHide={closeCard}
        onPrevious={previous && (() => switchCard(previous.card.slug))}
        onNext={next && (() => switchCard(next.card.slug))}
      />
    </div>
  );
}
