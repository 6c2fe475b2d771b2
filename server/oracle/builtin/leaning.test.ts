import { describe, expect, it } from 'vitest';
import { readingRequest } from '../testing/requests.ts';
import { readingFacts } from './facts.ts';
import { leaningOf } from './leaning.ts';

const leaningFor = (slugs: string[], question: string, reversed: number[] = []) => {
  const facts = readingFacts(readingRequest('THREE_CARD', slugs, { question, reversed }));
  return leaningOf(facts.cards, facts.kindOf, facts.insight.yesMeans ?? 'hoped');
};

describe('leaningOf', () => {
  it('leans by the outcome place most: a bright future outweighs a hard past', () => {
    const leaning = leaningFor(['ten-of-swords', 'the-star', 'the-sun'], 'Will I get the job?');
    expect(leaning.lean).toBe('yes');
    expect(leaning.decisive.card.slug).toBe('the-sun');
    expect(leaningFor(['the-sun', 'ten-of-swords', 'the-tower'], 'Will I get the job?').lean).toBe('no');
  });

  it('reads a relief reversal as good news and a blocked one as not', () => {
    expect(leaningFor(['the-hermit', 'four-of-swords', 'ten-of-swords'], 'Will it get better?', [2]).lean).toBe('yes');
    expect(leaningFor(['the-hermit', 'four-of-swords', 'the-sun'], 'Will it get better?', [2]).lean).toBe('no');
  });

  it('turns around for a question whose yes is the bad news', () => {
    expect(leaningFor(['the-star', 'the-sun', 'ten-of-cups'], 'Is my husband hiding something?').lean).toBe('no');
    expect(leaningFor(['the-star', 'the-sun', 'ten-of-cups'], 'Is my husband happy?').lean).toBe('yes');
  });
});
