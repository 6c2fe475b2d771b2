import { CARDS_PER_DECK } from '#common/limits.ts';
import { DeckListSkeleton, NoDecks } from '#client/features/decks/components/deck-states.tsx';
import { DeckTile } from '#client/features/decks/components/deck-tile.tsx';
import { useDeckModels } from '#client/features/decks/hooks/use-deck.ts';

/** /app/main/decks: every deck, with its preview, status or price, and links to its cards and details. */
export function Component() {
  const { decks, isPending } = useDeckModels();
  return (
    <div className="deck-page">
      <header className="deck-page-intro">
        <h1 className="h3 mb-1">Decks</h1>
        <p className="text-body-secondary mb-0">
          Every deck holds the same {CARDS_PER_DECK} cards, each drawn in its own style. Unlock new decks with coins.
        </p>
      </header>
      {isPending ? (
        <DeckListSkeleton />
      ) : decks.length === 0 ? (
        <NoDecks />
      ) : (
        <ul className="deck-list">
          {decks.map((deck) => (
            <li key={deck.id}>
              <DeckTile deck={deck} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
