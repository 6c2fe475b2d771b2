import { describe, expect, it } from 'vitest';
import { count, formatWait } from './duration.ts';

describe('formatWait', () => {
  it.each([
    [1, '1 min'],
    [60_000, '1 min'],
    [60_001, '2 min'],
    [12 * 60_000, '12 min'],
    [60 * 60_000, '1 h'],
    [(3 * 60 + 5) * 60_000, '3 h 5 min'],
  ])('says %i ms as %j, rounded up to the minute', (ms, text) => {
    expect(formatWait(ms)).toBe(text);
  });
});

describe('count', () => {
  it('puts the noun in the plural unless there is exactly one', () => {
    expect(count(1, 'gem')).toBe('1 gem');
    expect(count(0, 'gem')).toBe('0 gems');
    expect(count(2, 'more day', 'more days')).toBe('2 more days');
  });
});
