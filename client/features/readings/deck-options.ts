import type { Decks } from '#common/api/decks.ts';
import { DECKS, FREE_DECK_ID } from '#common/cards/deck-definitions.ts';
import type { DeckOption } from './components/reading-form/deck-picker.tsx';

/** When the decks cannot be loaded, the free deck is still there to read with. */
const FREE_DECK_ONLY: DeckOption[] = DECKS.filter((deck) => deck.id === FREE_DECK_ID).map(({ id, name, style }) => ({ id, name, style, locked: false }));

/** The decks a reading form offers: the user's decks with their locks, or the free deck alone when they did not load. */
export function deckOptions(decks: Decks | undefined): DeckOption[] {
  return decks?.decks.length ? decks.decks.map(({ id, name, style, locked }) => ({ id, name, style, locked })) : FREE_DECK_ONLY;
}
