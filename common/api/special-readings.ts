import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { SpreadPositionSchema } from './readings.ts';

/**
 * A special (bonus) reading available now (docs/product.md#bonus-readings): an admin-defined template with a
 * fixed spread of named positions and a flat price in gems. `cards` is the number of positions.
 */
export const SpecialReadingSchema = z.object({
  id: z.number().check(z.int()),
  flatCost: z.number().check(z.int(), z.nonnegative()),
  title: z.string(),
  description: z.string(),
  cards: z.number().check(z.int(), z.minimum(1)),
  positions: z.array(SpreadPositionSchema),
  /** When it stops being available, in epoch milliseconds; null when it has no end. */
  availableUntil: z.nullable(z.number().check(z.int())),
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
