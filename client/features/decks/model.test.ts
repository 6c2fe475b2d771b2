import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './hooks/use-card-view.ts';
import { countFavorites, filterCards, NO_FILTERS, toDeckModel } from './model.ts';
import { decksResponse } from './test/decks-fixture.ts';

const apiDeck = decksResponse().decks[0]!;
const deck = toDeckModel(apiDeck);

describe('deck model', () => {
  it('joins all 78 cards with the catalogue, once per API deck', () => {
    expect(deck.cards).toHaveLength(78);
    expect(deck.cards[0]).toMatchObject({ id: '1-the-fool', card: { slug: 'the-fool', arcana: 'major' } });
    expect(toDeckModel(apiDeck)).toBe(deck);
  });

  it('filters by arcana, by suit and by favorites', () => {
    expect(filterCards(deck.cards, NO_FILTERS, null)).toHaveLength(78);
    expect(filterCards(deck.cards, { arcana: 'major', suit: null }, null)).toHaveLength(22);
    expect(filterCards(deck.cards, { arcana: 'minor', suit: null }, null)).toHaveLength(56);
    expect(filterCards(deck.cards, { arcana: 'all', suit: 'cups' }, null)).toHaveLength(14);
    // Majors have no suit: a suit left over from before is ignored rather than hiding every card.
    expect(filterCards(deck.cards, { arcana: 'major', suit: 'cups' }, null)).toHaveLength(22);
    const favorites = new Set(['1-the-star', '1-ace-of-cups', '2-the-moon']);
    expect(filterCards(deck.cards, NO_FILTERS, favorites).map(({ id }) => id)).toEqual(['1-the-star', '1-ace-of-cups']);
    expect(filterCards(deck.cards, { arcana: 'major', suit: null }, favorites).map(({ id }) => id)).toEqual(['1-the-star']);
    expect(countFavorites(deck.cards, favorites)).toBe(2);
  });

  it('reads filters from the URL and writes only what differs from the defaults', () => {
    expect(readFilters(new URLSearchParams('arcana=minor&suit=swords&favorites=1'))).toEqual({ arcana: 'minor', suit: 'swords', favoritesOnly: true });
    expect(readFilters(new URLSearchParams('arcana=tarot&suit=coins'))).toEqual(NO_FILTERS);
    const params = new URLSearchParams('card=the-fool&suit=cups');
    writeFilters(params, { arcana: 'major', suit: 'cups', favoritesOnly: false });
    expect(params.toString()).toBe('card=the-fool&arcana=major');
    writeFilters(params, NO_FILTERS);
    expect(params.toString()).toBe('card=the-fool');
  });
});
