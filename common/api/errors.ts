import * as z from 'zod/mini';

/** Every error the API returns has this shape; `field` names the offending input when there is one. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
  /** With 429 (rate limited) and 503 (busy): how long to wait before trying again. */
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.positive())),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
