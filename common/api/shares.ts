import { z } from 'zod';
import { ReadingSchema } from './readings.ts';

/** `GET /v1/share/{readingId}` (SPEC §3 share result). */
export const ShareResultSchema = z.object({ url: z.string(), title: z.string(), description: z.string() });
export type ShareResult = z.infer<typeof ShareResultSchema>;

/** Shared reading info (SPEC §3; `vissibleTitle` is SPEC's spelling). Dates are epoch milliseconds. */
export const SharedReadingInfoSchema = z.object({
  id: z.string(),
  readingId: z.string(),
  vissibleTitle: z.string(),
  summary: z.string(),
  expires: z.number().int().nullable(),
  createdAt: z.number().int(),
  uuid: z.string(),
  hitCount: z.number().int().nonnegative(),
});
export type SharedReadingInfo = z.infer<typeof SharedReadingInfoSchema>;

/** `GET /v1/share/get_shared_reading_ids`: [id, hitCount] pairs. */
export const SharedReadingIdsSchema = z.array(z.tuple([z.string(), z.number().int().nonnegative()]));
export const SharedReadingSchema = ReadingSchema;
export const ShareHitSchema = z.object({ hitCount: z.number().int().nonnegative() });
