import { describe, expect, it } from 'vitest';
import { type CostInput, DEFAULT_COSTS, readingCost } from './reading-cost.ts';

const reading = (overrides: Partial<CostInput>): CostInput => ({
  kind: 'reading',
  general: true,
  cards: 3,
  crossing: false,
  includeVisualDescriptions: false,
  ...overrides,
});

describe('readingCost with the default costs', () => {
  it.each([
    ['a special reading costs its flat cost', { kind: 'special', flatCost: 7, cards: 10, crossing: true, includeVisualDescriptions: true }, 7],
    ['a special reading rounds a fractional flat cost up', { kind: 'special', flatCost: 4.2 }, 5],
    ['a general question: 1 + 3 cards', {}, 4],
    ['a specific question: 2 + 3 cards', { general: false }, 5],
    ['one card, general', { cards: 1 }, 2],
    ['crossing adds half the card cost: 1 + 3 + 1.5, rounded up', { crossing: true }, 6],
    ['crossing on four cards: 2 + 4 + 2', { general: false, cards: 4, crossing: true }, 8],
    ['visual descriptions add one per card', { includeVisualDescriptions: true }, 7],
    ['visual descriptions count the crossing card too', { crossing: true, includeVisualDescriptions: true }, 10],
    ['a first clarifier: (0 + 1) × 1 + 1 card', { kind: 'clarifier', cards: 1, clarifierCount: 0 }, 2],
    ['a third clarifier: (2 + 1) × 1 + 1 card', { kind: 'clarifier', cards: 1, clarifierCount: 2 }, 4],
    ['a clarifier with a crossing card: 1 + 1 + 0.5, rounded up', { kind: 'clarifier', cards: 1, crossing: true }, 3],
    ['a clarifier ignores the question kind', { kind: 'clarifier', cards: 1, general: false }, 2],
    ['a clarifier with visual descriptions: 1 + 1 + 1', { kind: 'clarifier', cards: 1, includeVisualDescriptions: true }, 3],
    ['a Celtic Cross: 2 + 9 + 4.5 + visuals 10', { general: false, cards: 9, crossing: true, includeVisualDescriptions: true }, 26],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(readingCost(reading(overrides), DEFAULT_COSTS)).toBe(expected);
  });

  it('uses an admin-edited costs record', () => {
    const costs = { ...DEFAULT_COSTS, costPerCard: 2, costSpecificQuestion: 3, costMultiplierCrossingCard: 0.25 };
    // 3 + 2 × 2 + 0.25 × 4 = 8
    expect(readingCost(reading({ general: false, cards: 2, crossing: true }), costs)).toBe(8);
  });

  it('charges an exact price exactly, despite float arithmetic', () => {
    const costs = { ...DEFAULT_COSTS, costPerCard: 0.1 };
    // 1 + 3 × 0.1 = 1.3000000000000003 in floats: still 2, and 10 × 0.1 = 1 gives exactly 2
    expect(readingCost(reading({}), costs)).toBe(2);
    expect(readingCost(reading({ cards: 10 }), costs)).toBe(2);
  });
});
