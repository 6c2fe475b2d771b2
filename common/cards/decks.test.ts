import { describe, expect, it } from 'vitest';
import { CARDS_PER_DECK } from '../limits.ts';
import { CATALOGUE } from './catalogue.ts';
import { cardsOfShuffle, DECKS, deckCardId, FREE_DECK_ID, parseDeckCardId } from './decks.ts';

describe('decks', () => {
  it('offers at least three decks in distinct styles, only the first free', () => {
    expect(DECKS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(DECKS.map((deck) => deck.style)).size).toBe(DECKS.length);
    expect(DECKS.filter((deck) => deck.price === 0).map((deck) => deck.id)).toEqual([FREE_DECK_ID]);
  });

  it('gives every deck 78 unique card ids that parse back to their deck and card', () => {
    for (const deck of DECKS) {
      const ids = CATALOGUE.map((card) => deckCardId(deck.id, card.slug));
      expect(new Set(ids).size).toBe(CARDS_PER_DECK);
      for (const [index, id] of ids.entries()) {
        expect(parseDeckCardId(id)).toEqual({ deck, card: CATALOGUE[index] });
      }
    }
  });

  it('knows no card outside the catalogue or the decks', () => {
    expect(parseDeckCardId('1-the-joker')).toBeUndefined();
    expect(parseDeckCardId('99-the-fool')).toBeUndefined();
    expect(parseDeckCardId('the-fool')).toBeUndefined();
  });

  it('resolves a shuffle to its cards in order', () => {
    const cards = cardsOfShuffle({ deckId: 2, cardIds: ['2-the-star', '2-ace-of-cups'] });
    expect(cards.map((card) => card.slug)).toEqual(['the-star', 'ace-of-cups']);
  });

  it.each([
    ['an unknown card', { deckId: 1, cardIds: ['1-the-fool', '1-the-joker'] }],
    ['a card of another deck', { deckId: 1, cardIds: ['2-the-fool'] }],
  ])('raises the product’s error for %s', (_case, shuffle) => {
    expect(() => cardsOfShuffle(shuffle)).toThrow('Card not found in deck');
  });
});
