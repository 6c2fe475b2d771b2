import { CATALOGUE } from './catalogue.ts';
import { DECKS, type DeckDefinition } from './deck-definitions.ts';
import type { CatalogueCard } from './types.ts';

/** The decks too, so a caller that also needs their cards imports one module. */
export { DECKS, FREE_DECK_ID, findDeck, type DeckDefinition } from './deck-definitions.ts';

/** The id a card has within a deck, e.g. `2-ace-of-cups`: cards inherit locking from their deck. */
export const deckCardId = (deckId: number, slug: string) => `${deckId}-${slug}`;

/** The deck and catalogue card a deck card id names, or undefined for an unknown id. */
export function parseDeckCardId(cardId: string): { deck: DeckDefinition; card: CatalogueCard } | undefined {
  const dash = cardId.indexOf('-');
  const deck = DECKS.find((candidate) => String(candidate.id) === cardId.slice(0, dash));
  const card = CATALOGUE.find((candidate) => candidate.slug === cardId.slice(dash + 1));
  return deck && card ? { deck, card } : undefined;
}

/**
 * The cards a shuffle names, in order (docs/product.md#card-and-deck shuffle: deckId and cardIds).
 * @throws Error 'Card not found in deck' (docs/product.md#messages-and-errors) when an id is not a card of that deck.
 */
export function cardsOfShuffle(shuffle: { deckId: number; cardIds: readonly string[] }): CatalogueCard[] {
  return shuffle.cardIds.map((cardId) => {
    const found = parseDeckCardId(cardId);
    if (!found || found.deck.id !== shuffle.deckId) throw new Error('Card not found in deck');
    return found.card;
  });
}
