import type { Costs } from '../api/settings.ts';

/** What a reading asks for, as far as its price is concerned. */
export interface CostInput {
  kind: 'reading' | 'clarifier' | 'special';
  general: boolean;
  cards: number;
  crossing: boolean;
  includeVisualDescriptions: boolean;
  /** Clarifiers the reading already has (clarifier kind only). */
  clarifierCount?: number;
  /** The special reading's flat cost (special kind only). */
  flatCost?: number;
}

/** The default costs record (docs/product.md#reading-cost); admins can change it. */
export const DEFAULT_COSTS: Costs = {
  costPerCard: 1,
  costMultiplierCrossingCard: 0.5,
  costMultiplierVisualDescriptions: 1,
  costGeneralQuestion: 1,
  costSpecificQuestion: 2,
  costForClarifier: 1,
  costForClarifierMultiplierCrossingCard: 0.5,
  costPerCardClarifier: 1,
};

/**
 * The price of a reading in whole gems: the cost formula of docs/product.md#reading-cost, rounded up.
 * Client and server both call this with the costs the server serves (`loadCosts` on the server), so
 * the price shown is the price charged.
 */
export function readingCost(input: CostInput, costs: Costs): number {
  if (input.kind === 'special') return Math.ceil(input.flatCost ?? 0);
  const { cards, crossing } = input;
  let cost: number;
  if (input.kind === 'clarifier') {
    const perCards = cards * costs.costPerCardClarifier;
    cost = ((input.clarifierCount ?? 0) + 1) * costs.costForClarifier + perCards + (crossing ? perCards * costs.costForClarifierMultiplierCrossingCard : 0);
  } else {
    const base = input.general ? costs.costGeneralQuestion : costs.costSpecificQuestion;
    const perCards = cards * costs.costPerCard;
    cost = base + perCards + (crossing ? costs.costMultiplierCrossingCard * perCards : 0);
  }
  if (input.includeVisualDescriptions) cost += (cards + (crossing ? 1 : 0)) * costs.costMultiplierVisualDescriptions;
  // Float arithmetic (0.5 × 3 …) must not push an exact price up a gem.
  return Math.ceil(Math.round(cost * 1e9) / 1e9);
}
