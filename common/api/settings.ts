import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** The costs record of docs/product.md#costs-record. */
export const CostsSchema = z.object({
  costPerCard: z.number().check(z.nonnegative()),
  costMultiplierCrossingCard: z.number().check(z.nonnegative()),
  costMultiplierVisualDescriptions: z.number().check(z.nonnegative()),
  costGeneralQuestion: z.number().check(z.nonnegative()),
  costSpecificQuestion: z.number().check(z.nonnegative()),
  costForClarifier: z.number().check(z.nonnegative()),
  costForClarifierMultiplierCrossingCard: z.number().check(z.nonnegative()),
  costPerCardClarifier: z.number().check(z.nonnegative()),
});
export type Costs = z.infer<typeof CostsSchema>;

/** The costs record a reading's price is computed from. */
export const getCosts = defineEndpoint({ method: 'GET', path: '/v1/settings/get', response: CostsSchema });
