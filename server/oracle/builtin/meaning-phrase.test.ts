import { describe, expect, it } from 'vitest';
import { readingRequest } from '../testing/requests.ts';
import { ENDING_IMAGERY } from './care.ts';
import { essenceOf, meaningPhrase, readingFacts } from './facts.ts';

describe('a card’s meaning phrase over a reading', () => {
  it('says the essence twice, then a new pair of keywords each time as a singular noun phrase', () => {
    const facts = readingFacts(readingRequest('THREE_CARD', ['the-tower', 'the-star', 'the-sun']));
    const tower = facts.cards[0]!;
    const phrases = Array.from({ length: 4 }, () => meaningPhrase(facts, tower));
    expect(phrases.slice(0, 2)).toEqual([essenceOf(facts, tower).phrase, essenceOf(facts, tower).phrase]);
    expect(phrases[2]).toMatch(/^(a time of|the pull of|a note of|the theme of) upheaval and revelation$/);
    expect(phrases[3]).toMatch(/^(a time of|the pull of|a note of|the theme of) sudden change and awakening$/);
  });

  it('leaves out keywords of endings in a reading of loss', () => {
    const facts = readingFacts(readingRequest('THREE_CARD', ['death', 'the-tower', 'ten-of-swords'], { question: 'How do I live with losing my dog?' }));
    expect(facts.gentle).toBe(true);
    for (const drawn of facts.cards) {
      for (let use = 0; use < 5; use += 1) expect(meaningPhrase(facts, drawn)).not.toMatch(ENDING_IMAGERY);
    }
  });
});
