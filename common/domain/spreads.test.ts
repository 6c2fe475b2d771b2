import { describe, expect, it } from 'vitest';
import { findSpreadType, SPECIAL_SPREAD_NAME, specialSpreadType, SPREAD_TYPES, spreadProblem } from './spreads.ts';

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

  it('lays a bonus reading in exactly its template’s positions, with no crossing card, and is not offered as a spread', () => {
    const positions = [
      { name: 'Spring', meaning: 'What begins' },
      { name: 'Summer', meaning: 'What grows' },
    ];
    const spread = specialSpreadType('Year Ahead', positions);
    expect(spread).toMatchObject({ name: SPECIAL_SPREAD_NAME, label: 'Year Ahead', positions, crossingPosition: null });
    expect(spreadProblem(spread, 2, false)).toBeNull();
    expect(spreadProblem(spread, 3, false)).toBe('This spread takes 2 cards');
    expect(spreadProblem(spread, 2, true)).toBe('This spread has no crossing card');
    expect(findSpreadType(SPECIAL_SPREAD_NAME)).toBeUndefined();
  });
});
