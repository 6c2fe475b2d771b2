import { describe, expect, it } from 'vitest';
import { findSpreadType, SPREAD_TYPES, spreadProblem } from './spreads.ts';

describe('spread types', () => {
  it('offers the spreads of docs/architecture.md#spreads, each with a named position per card', () => {
    expect(SPREAD_TYPES.map((spread) => spread.name)).toEqual(['GENERAL', 'SINGLE', 'THREE_CARD', 'RELATIONSHIP', 'CELTIC_CROSS']);
    for (const spread of SPREAD_TYPES) {
      expect(spread.positions).toHaveLength(spread.maxCards);
      expect(spread.crossingPosition === null).toBe(spread.crossing === 'none');
    }
  });

  it('lays the Celtic Cross in ten cards, the second crossing the first', () => {
    const celtic = findSpreadType('CELTIC_CROSS')!;
    expect(celtic.positions.length + 1).toBe(10);
    expect(celtic.crossing).toBe('required');
    expect(celtic.crossingPosition?.name).toBe('The challenge');
  });

  it.each([
    ['GENERAL', 1, false, null],
    ['GENERAL', 10, true, null],
    ['GENERAL', 11, false, 'This spread takes 1 to 10 cards'],
    ['THREE_CARD', 2, false, 'This spread takes 3 cards'],
    ['THREE_CARD', 3, true, 'This spread has no crossing card'],
    ['CELTIC_CROSS', 9, false, 'This spread needs its crossing card'],
    ['CELTIC_CROSS', 9, true, null],
  ] as const)('%s with %d cards and crossing %s: %s', (name, cards, crossing, problem) => {
    expect(spreadProblem(findSpreadType(name)!, cards, crossing)).toBe(problem);
  });
});
