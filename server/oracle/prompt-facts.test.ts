import { describe, expect, it } from 'vitest';
import { keyCard, pairsToRead, patternsOf } from './prompt-facts.ts';
import { layCards, readingRequest } from './testing/requests.ts';

describe('the key card', () => {
  it('is the spread’s outcome or answering place', () => {
    expect(keyCard(readingRequest('THREE_CARD', ['two-of-cups', 'the-tower', 'the-star']))?.position.name).toBe('Future');
    expect(keyCard(readingRequest('RELATIONSHIP', ['the-lovers', 'two-of-cups', 'the-sun', 'five-of-wands', 'temperance']))?.position.name).toBe('The way forward');
    const cross = readingRequest('CELTIC_CROSS', ['the-hermit', 'five-of-cups', 'ace-of-wands', 'queen-of-swords', 'the-moon', 'ten-of-pentacles', 'three-of-cups', 'knight-of-cups', 'page-of-cups', 'the-chariot'], { crossing: true });
    expect(keyCard(cross)?.card.name).toBe('Page of Cups');
  });

  it('is the heart of the matter in a free spread, never its crossing card', () => {
    expect(keyCard(readingRequest('GENERAL', ['the-sun', 'the-moon', 'the-star'], { crossing: true }))?.card.name).toBe('The Sun');
  });
});

describe('the pairs to read together', () => {
  it('pairs a relationship’s two people and its bond with its challenge', () => {
    expect(pairsToRead(readingRequest('RELATIONSHIP', ['the-lovers', 'two-of-cups', 'the-sun', 'five-of-wands', 'temperance']))).toEqual([
      'index 0 (You) with index 1 (The other)',
      'index 2 (The bond) with index 3 (The challenge)',
    ]);
  });

  it('has none for spreads whose places do not pair', () => {
    expect(pairsToRead(readingRequest('THREE_CARD', ['two-of-cups', 'the-tower', 'the-star']))).toEqual([]);
  });
});

describe('the patterns', () => {
  it('counts arcana, suits and elements, and names repeated numbers, court cards and reversals', () => {
    const cards = layCards('GENERAL', ['five-of-cups', 'five-of-wands', 'the-star', 'king-of-cups', 'two-of-cups'], { reversed: [1] });
    expect(patternsOf(cards)).toEqual([
      '1 major arcana, 4 minor',
      'suits: cups 3, wands 1',
      'elements: water 3, fire 1, air 1',
      'repeated numbers: 5 (Five of Cups, Five of Wands)',
      'court cards: King of Cups',
      '1 of 5 reversed',
    ]);
  });

  it('says when every card is upright, and has nothing to say of a single card', () => {
    expect(patternsOf(layCards('GENERAL', ['the-sun', 'the-moon']))).toEqual(['2 major arcana, 0 minor', 'elements: fire 1, water 1', 'all upright']);
    expect(patternsOf(layCards('SINGLE', ['the-sun']))).toEqual([]);
  });
});
