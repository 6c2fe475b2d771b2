import type { DeckStyle } from '#common/cards/types.ts';
import type { DeckCard, DeckModel } from './model.ts';

// Cards that show each style at its best, so previews of different decks do not repeat one another.
const SHOWCASE: Record<DeckStyle, readonly string[]> = {
  gilded: ['the-magician', 'the-empress', 'the-lovers', 'wheel-of-fortune', 'queen-of-cups', 'ace-of-pentacles'],
  celestial: ['the-moon', 'the-star', 'the-sun', 'the-world', 'knight-of-wands', 'three-of-cups'],
  ink: ['the-hermit', 'justice', 'the-tower', 'temperance', 'king-of-swords', 'two-of-cups'],
};

/** Up to `count` showcase cards of a deck, for previews; falls back to the deck's first cards. */
export function sampleCards(deck: DeckModel, count: number): DeckCard[] {
  const wanted = SHOWCASE[deck.style];
  const picked = wanted.flatMap((slug) => deck.cards.filter((entry) => entry.card.slug === slug));
  return (picked.length > 0 ? picked : deck.cards).slice(0, count);
}
