import { describe, expect, it } from 'vitest';
import { readingRequest } from '../../testing/requests.ts';
import { readingFacts } from '../facts.ts';
import { relationOf } from './relations.ts';

const CELTIC = ['the-hermit', 'five-of-cups', 'ace-of-wands', 'queen-of-swords', 'the-moon', 'ten-of-pentacles', 'three-of-cups', 'knight-of-cups', 'page-of-cups', 'the-chariot'];

/** Each card's partner in `spread`, as "position → partner position (role)". */
function pairs(spread: string, slugs: string[], crossing = false): string[] {
  const facts = readingFacts(readingRequest(spread, slugs, { crossing }));
  return facts.cards.map((drawn) => {
    const relation = relationOf(facts.spreadName, facts.laid, facts.crossing, drawn);
    return relation ? `${drawn.position.name} → ${relation.partner.position.name} (${relation.role})` : `${drawn.position.name} → none`;
  });
}

describe('relationOf', () => {
  it('pairs the Celtic Cross the classic way, the crossing card with the heart it lies across', () => {
    expect(pairs('CELTIC_CROSS', CELTIC, true)).toEqual([
      'The present → The challenge (crossed)',
      'The foundation → The crown (beneath)',
      'The recent past → The near future (before)',
      'The crown → The foundation (above)',
      'The near future → The recent past (after)',
      'Yourself → Surroundings (self-world)',
      'Surroundings → Yourself (world-self)',
      'Hopes and fears → The outcome (hope-outcome)',
      'The outcome → Hopes and fears (outcome-hope)',
      'The challenge → The present (across)',
    ]);
  });

  it('runs past, present and future as one movement, and pairs the two people of a relationship', () => {
    expect(pairs('THREE_CARD', CELTIC.slice(0, 3))).toEqual(['Past → Present (forward)', 'Present → Future (forward)', 'Future → Past (backward)']);
    expect(pairs('RELATIONSHIP', CELTIC.slice(0, 5)).slice(0, 2)).toEqual(['You → The other (other)', 'The other → You (other)']);
  });

  it('reads a free spread card in its role beside its neighbor, the heart beside what crosses it, and a single card beside none', () => {
    expect(pairs('GENERAL', CELTIC.slice(0, 3))).toEqual([
      'The heart of the matter → What helps (neighbor)',
      'What helps → The heart of the matter (neighbor)',
      'The outcome → What helps (neighbor)',
    ]);
    expect(pairs('GENERAL', CELTIC.slice(0, 4), true)).toEqual([
      'The heart of the matter → What crosses (crossed)',
      'What helps → The heart of the matter (neighbor)',
      'The outcome → What helps (neighbor)',
      'What crosses → The heart of the matter (across)',
    ]);
    expect(pairs('SINGLE', ['the-sun'])).toEqual(['The answer → none']);
  });
});
