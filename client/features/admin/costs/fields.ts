import { COST_MAX, COST_MULTIPLIER_MAX } from '#common/api/admin.ts';
import type { Costs } from '#common/api/settings.ts';

/** One field of the costs record as the form shows it: a plain name, what it does in the price, and its bound. */
export interface CostField {
  key: keyof Costs;
  label: string;
  help: string;
  max: number;
}

/** Every field of the costs record, in the order of the cost formula (docs/product.md#reading-cost). */
export const COST_FIELDS: readonly CostField[] = [
  { key: 'costGeneralQuestion', label: 'Reading without a question', help: 'Gems a general reading starts at, before its cards.', max: COST_MAX },
  { key: 'costSpecificQuestion', label: 'Reading with a question', help: 'Gems a reading with a question starts at, before its cards.', max: COST_MAX },
  { key: 'costPerCard', label: 'Each card', help: 'Gems added for every card a reading lays.', max: COST_MAX },
  {
    key: 'costMultiplierCrossingCard',
    label: 'Crossing card multiplier',
    help: 'With a crossing card, the cards’ gems are multiplied by this and added on top (0.5 adds half again).',
    max: COST_MULTIPLIER_MAX,
  },
  {
    key: 'costMultiplierVisualDescriptions',
    label: 'Visual descriptions, per card',
    help: 'Gems added per card, and one more for a crossing card, when the reader asks for visual descriptions.',
    max: COST_MULTIPLIER_MAX,
  },
  {
    key: 'costForClarifier',
    label: 'Clarifier',
    help: 'Gems for a clarifier, times how many the reading will then have: the second clarifier costs twice this.',
    max: COST_MAX,
  },
  { key: 'costPerCardClarifier', label: 'Each clarifier card', help: 'Gems added for every card a clarifier lays.', max: COST_MAX },
  {
    key: 'costForClarifierMultiplierCrossingCard',
    label: 'Clarifier crossing card multiplier',
    help: 'When the reading has a crossing card, a clarifier’s card gems are multiplied by this and added on top.',
    max: COST_MULTIPLIER_MAX,
  },
];

/** The form's values: what was typed, as typed. */
export type CostsDraft = Record<keyof Costs, string>;

export const draftOf = (costs: Costs): CostsDraft =>
  Object.fromEntries(COST_FIELDS.map(({ key }) => [key, String(costs[key])])) as CostsDraft;

/** The typed values as numbers; an empty or unreadable box stays NaN, which the contract refuses as not a number. */
export const costsOf = (draft: CostsDraft): Record<keyof Costs, number> =>
  Object.fromEntries(COST_FIELDS.map(({ key }) => [key, draft[key].trim() === '' ? Number.NaN : Number(draft[key])])) as Record<keyof Costs, number>;

export const isCostField = (field: string): field is keyof Costs => COST_FIELDS.some(({ key }) => key === field);
