import { z } from 'zod';

/** Every error the API returns has this shape; `field` names the offending input when there is one. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** With 429 (rate limited) and 503 (busy): how long to wait before trying again. */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
