import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** A special (bonus) reading template (docs/product.md#bonus-readings). */
export const SpecialReadingSchema = z.object({
  id: z.number().check(z.int()),
  flatCost: z.number().check(z.int(), z.nonnegative()),
  title: z.string(),
  description: z.string(),
  spreadTypeName: z.string(),
  cards: z.number().check(z.int(), z.minimum(1)),
});
export type SpecialReading = z.infer<typeof SpecialReadingSchema>;

export const AvailableSpecialReadingsSchema = z.object({ specialReadings: z.array(SpecialReadingSchema) });
export type AvailableSpecialReadings = z.infer<typeof AvailableSpecialReadingsSchema>;

/** The special readings available now (the Bonus Readings badge counts them). */
export const getAvailableSpecialReadings = defineEndpoint({
  method: 'GET',
  path: '/v1/special-reading/available',
  response: AvailableSpecialReadingsSchema,
});
