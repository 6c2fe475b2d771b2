import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The costs record of docs/product.md#costs-record. */
export const CostsSchema = z.object({
  costPerCard: z.number().nonnegative(),
  costMultiplierCrossingCard: z.number().nonnegative(),
  costMultiplierVisualDescriptions: z.number().nonnegative(),
  costGeneralQuestion: z.number().nonnegative(),
  costSpecificQuestion: z.number().nonnegative(),
  costForClarifier: z.number().nonnegative(),
  costForClarifierMultiplierCrossingCard: z.number().nonnegative(),
  costPerCardClarifier: z.number().nonnegative(),
});
export type Costs = z.infer<typeof CostsSchema>;

/** The costs record a reading's price is computed from. */
export const getCosts = defineEndpoint({ method: 'GET', path: '/v1/settings/get', response: CostsSchema });
