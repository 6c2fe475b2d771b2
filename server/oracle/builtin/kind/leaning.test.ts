import { describe, expect, it } from 'vitest';
import { readingRequest } from '../../testing/requests.ts';
import { readingFacts } from '../facts.ts';
import { leaningOf, toneWord } from './leaning.ts';

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

  it('leans neither way when a pausing card weighs most, or pauses carry half the weight', () => {
    for (const pausing of ['two-of-swords', 'the-hanged-man', 'four-of-swords', 'seven-of-cups']) {
      const leaning = leaningFor(['the-star', 'the-sun', pausing], 'Will I get the job?');
      expect(leaning.lean, pausing).toBe('unclear');
      expect(leaning.decisive.card.slug).toBe(pausing);
    }
    const halfPaused = readingFacts(readingRequest('RELATIONSHIP', ['the-hermit', 'the-hanged-man', 'four-of-swords', 'the-sun', 'the-star']));
    expect(leaningOf(halfPaused.cards, halfPaused.kindOf, 'hoped')).toMatchObject({ lean: 'unclear', decisive: { card: { slug: 'the-hermit' } } });
  });

  it('names the heaviest card that agrees with the leaning, not a heavier one against it', () => {
    const facts = readingFacts(readingRequest('CELTIC_CROSS', ['the-sun', 'the-star', 'ace-of-cups', 'six-of-wands', 'ten-of-cups', 'the-world', 'four-of-wands', 'nine-of-cups', 'the-tower']));
    const leaning = leaningOf(facts.cards, facts.kindOf, 'hoped');
    expect(leaning.lean).toBe('yes');
    expect(leaning.decisive.card.slug).toBe('ten-of-cups');
    const feared = leaningOf(facts.cards, facts.kindOf, 'feared');
    expect(feared.lean).toBe('no');
    expect(feared.decisive.card.slug).toBe('ten-of-cups');
  });

  it('words a card’s tone as bright, hard or a pause', () => {
    const facts = readingFacts(readingRequest('THREE_CARD', ['the-sun', 'the-tower', 'the-hanged-man']));
    expect(facts.cards.map(toneWord)).toEqual(['bright', 'hard', 'pause']);
  });
});
