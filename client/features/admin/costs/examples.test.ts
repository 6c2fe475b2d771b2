import { describe, expect, it } from 'vitest';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { priceExamples } from './examples.ts';

describe('priceExamples', () => {
  it('prices the product’s own examples with the default costs', () => {
    // docs/product.md#reading-cost: a general three-card reading costs 4, a question with a Celtic Cross 16.
    expect(priceExamples(DEFAULT_COSTS).map(({ gems }) => gems)).toEqual([4, 16, 26, 2]);
  });

  it('follows the costs it is given', () => {
    expect(priceExamples({ ...DEFAULT_COSTS, costPerCard: 2 })[0]?.gems).toBe(7);
  });
});
