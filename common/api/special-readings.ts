import { z } from 'zod';

/** A special (bonus) reading template (SPEC §3; DESIGN §5). */
export const SpecialReadingSchema = z.object({
  id: z.number().int(),
  flatCost: z.number().int().nonnegative(),
  title: z.string(),
  description: z.string(),
  spreadTypeName: z.string(),
  cards: z.number().int().min(1),
});
export type SpecialReading = z.infer<typeof SpecialReadingSchema>;

/** `GET /v1/special-reading/available`. */
export const AvailableSpecialReadingsSchema = z.object({ specialReadings: z.array(SpecialReadingSchema) });
export type AvailableSpecialReadings = z.infer<typeof AvailableSpecialReadingsSchema>;
