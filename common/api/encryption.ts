import { z } from 'zod';
import { HINT_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';

/** `POST /api/security/honeypot-fields` body and response (a map of field names). */
export const HoneypotRequestSchema = z.object({ sessionId: z.string().min(8).max(128) });
export const HoneypotFieldsSchema = z.record(z.string(), z.string());

/** `POST /v1/encryption/create` body (SPEC §7). Honeypot fields travel alongside and must be empty. */
export const CreateEncryptionSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters long').max(1024),
    hint: z.string().max(HINT_MAX_LENGTH).default(''),
    privacyPolicyConsent: z.literal(true),
    sessionId: z.string().min(8).max(128),
    formToken: z.string().min(8).max(256),
    jsChallenge: z.string().max(64),
  })
  .catchall(z.string().max(1024));
export type CreateEncryption = z.infer<typeof CreateEncryptionSchema>;

export const CreateEncryptionResultSchema = z.object({ success: z.boolean(), message: z.string().optional() });

/** `GET /v1/encryption/status` (DESIGN §6). */
export const EncryptionStatusSchema = z.object({ hasKey: z.boolean(), unlocked: z.boolean(), hint: z.string().nullable() });
export type EncryptionStatus = z.infer<typeof EncryptionStatusSchema>;

export const UnlockSchema = z.object({ password: z.string().min(1).max(1024) });
