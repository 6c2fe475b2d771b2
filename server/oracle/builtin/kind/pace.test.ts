import { describe, expect, it } from 'vitest';
import { cardOf, factsWith } from './kind-fixtures.ts';
import { paceOf, readingPace } from './pace.ts';

const facts = (slugs: string[], reversed: number[] = []) => factsWith('THREE_CARD', slugs, 'When?', { kind: 'when' }, reversed);

describe('pace', () => {
  it('reads Wands as quick, Pentacles as slow, the pausing cards as a wait and a blocked card as slow', () => {
    const read = facts(['eight-of-wands', 'knight-of-pentacles', 'the-hanged-man']);
    expect(paceOf(cardOf(read, 'eight-of-wands'))).toBe('quick');
    expect(paceOf(cardOf(read, 'knight-of-pentacles'))).toBe('slow');
    expect(paceOf(cardOf(read, 'the-hanged-man'))).toBe('wait');
    expect(paceOf(facts(['eight-of-wands', 'ace-of-cups', 'the-star'], [0]).cards[0]!)).toBe('slow');
    expect(paceOf(cardOf(facts(['ace-of-cups', 'two-of-cups', 'the-star']), 'ace-of-cups'))).toBe('open');
  });

  it('sets the reading’s pace by the weight of the places, naming the heaviest card that sets it', () => {
    const read = facts(['eight-of-wands', 'ace-of-wands', 'knight-of-pentacles']);
    expect(readingPace(read.cards, read.kindOf)).toEqual({ pace: 'slow', card: cardOf(read, 'knight-of-pentacles') });
    const open = facts(['ace-of-cups', 'two-of-cups', 'the-star']);
    expect(readingPace(open.cards, open.kindOf).pace).toBe('open');
  });
});
