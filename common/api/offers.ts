import { z } from 'zod';

/** `GET /webhooks/{provider}/reversal-cooldown`. */
export const ReversalCooldownSchema = z.object({ daysToWait: z.number().int().nonnegative() });
export type ReversalCooldown = z.infer<typeof ReversalCooldownSchema>;

/** `GET /v1/api/email/subscribe/{email}`. */
export const SubscribeResultSchema = z.object({ success: z.boolean() });
