import { describe, expect, it } from 'vitest';
import { cardTier } from './card-tier.ts';

describe('cardTier', () => {
  it.each([
    { cost: 100, tier: 1 },
    { cost: 96, tier: 1 },
    { cost: 95, tier: 2 },
    { cost: 80, tier: 2 },
    { cost: 79, tier: 3 },
    { cost: 64, tier: 3 },
    { cost: 63, tier: 4 },
    { cost: 0, tier: 4 },
  ])('cost $cost is tier $tier', ({ cost, tier }) => {
    expect(cardTier(cost)).toBe(tier);
  });
});
