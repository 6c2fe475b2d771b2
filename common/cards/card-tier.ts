import { TIER_THRESHOLDS } from '../limits.ts';

export type CardTier = 1 | 2 | 3 | 4;

/** The tier of a card by its cost (docs/product.md#card-tiers): at or above each threshold, otherwise tier 4. */
export function cardTier(cost: number): CardTier {
  if (cost >= TIER_THRESHOLDS.tier1) return 1;
  if (cost >= TIER_THRESHOLDS.tier2) return 2;
  if (cost >= TIER_THRESHOLDS.tier3) return 3;
  return 4;
}
