import { describe, expect, it } from 'vitest';
import { readingRequest } from '../../testing/requests.ts';
import { readingFacts } from '../facts.ts';
import { countOf, patternSentence } from './summary-patterns.ts';

const facts = (spread: string, slugs: string[], options: { question?: string; reversed?: number[]; crossing?: boolean } = {}) => readingFacts(readingRequest(spread, slugs, options));

describe('the summary pattern', () => {
  it('writes counts as a reader says them', () => {
    expect(countOf(2, 2)).toBe('both cards');
    expect(countOf(10, 10)).toBe('all ten cards');
    expect(countOf(3, 5)).toBe('three of the five cards');
  });

  it('remarks on a spread come up all reversed, and on one two thirds reversed', () => {
    const all = patternSentence(facts('THREE_CARD', ['the-sun', 'ace-of-wands', 'the-chariot'], { reversed: [0, 1, 2] }));
    expect(all).toMatch(/^(All three cards|With all three cards)/i);
    expect(all).toMatch(/reversed|upside down/);
    const most = patternSentence(facts('GENERAL', ['the-sun', 'ace-of-wands', 'the-chariot', 'two-of-cups', 'nine-of-pentacles', 'three-of-wands'], { reversed: [0, 1, 2, 4] }));
    expect(most).toMatch(/four of the six cards/i);
    expect(patternSentence(facts('GENERAL', ['the-sun', 'ace-of-wands', 'the-chariot', 'two-of-cups'], { reversed: [0, 1] }))).not.toMatch(/reversed|upside down/);
  });

  it('says the majors of an all-major spread are all of its cards, not "three of the three"', () => {
    expect(patternSentence(facts('THREE_CARD', ['the-sun', 'the-moon', 'the-star']))).toMatch(/^all three cards are major arcana, so/i);
    expect(patternSentence(facts('GENERAL', ['the-sun', 'the-moon', 'the-star', 'two-of-cups', 'five-of-wands']))).toMatch(/^three of the five cards are major arcana, the Sun among them/i);
  });

  it('names a leading suit by its share of the spread', () => {
    expect(patternSentence(facts('GENERAL', ['two-of-cups', 'five-of-cups', 'the-star', 'nine-of-cups', 'ace-of-wands']))).toMatch(/^three of the five cards are Cups, the Two of Cups first/i);
  });

  it('says one pattern at most', () => {
    const sentence = patternSentence(facts('THREE_CARD', ['the-sun', 'the-moon', 'the-star'], { reversed: [0, 1, 2] }))!;
    expect(sentence).not.toMatch(/major arcana/);
  });
});
