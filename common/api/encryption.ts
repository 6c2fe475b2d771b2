import { z } from 'zod';
import { HINT_MAX_LENGTH, PASSWORD_MIN_LENGTH, TRACKED_CLICKS } from '../limits.ts';
import { dbText } from './text.ts';

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** What a user types to confirm "start over" (deleting their key and every reading). */
export const START_OVER_CONFIRMATION = 'DELETE MY READINGS';

const BotSessionId = dbText('The form session id').min(8).max(128);

/** `POST /api/security/honeypot-fields` body; the response maps a purpose to a field name. */
export const HoneypotRequestSchema = z.object({ sessionId: BotSessionId });
export const HoneypotFieldsSchema = z.record(z.string(), z.string());
export type HoneypotFields = z.infer<typeof HoneypotFieldsSchema>;

/** `POST /api/security/form-token` (our addition): a single-use token and the addition challenge it expects. */
export const FormTokenRequestSchema = z.object({ sessionId: BotSessionId });
export const FormTokenSchema = z.object({
  formToken: z.string(),
  challenge: z.object({ a: z.number().int().min(1).max(20), b: z.number().int().min(1).max(20) }),
  expiresAt: z.number().int(),
});
export type FormToken = z.infer<typeof FormTokenSchema>;

export const ClickPositionSchema = z.object({ x: z.number().int(), y: z.number().int() });

/**
 * `POST /v1/encryption/create` body (SPEC §7). Honeypot fields travel alongside under the names the
 * server (or the client, when that call failed) chose, and must be empty: unknown keys are kept so the
 * server can see them.
 */
export const CreateEncryptionSchema = z.looseObject({
  password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(1024),
  hint: dbText('The hint').max(HINT_MAX_LENGTH).default(''),
  privacyPolicyConsent: z.literal(true, 'You must accept the privacy policy'),
  sessionId: BotSessionId,
  formToken: dbText('The form token').min(1, 'The form token is missing').max(256),
  jsChallenge: dbText('The human check').max(16),
  clickPositions: z.array(ClickPositionSchema).max(TRACKED_CLICKS).default([]),
});
export type CreateEncryption = z.input<typeof CreateEncryptionSchema>;

export const CreateEncryptionResultSchema = z.object({ success: z.boolean(), message: z.string().optional() });

/** `GET /v1/encryption/status` (DESIGN §6). */
export const EncryptionStatusSchema = z.object({ hasKey: z.boolean(), unlocked: z.boolean(), hint: z.string().nullable() });
export type EncryptionStatus = z.infer<typeof EncryptionStatusSchema>;

/** `POST /v1/encryption/unlock` body; answers with the new status, 400 for a wrong password, 429 when rate limited. */
export const UnlockSchema = z.object({ password: z.string().min(1, 'Enter your password').max(1024) });

/** `POST /v1/encryption/start-over` body (our addition): deletes the key and every reading and share. */
export const StartOverSchema = z.object({
  confirmation: z.literal(START_OVER_CONFIRMATION, `Type ${START_OVER_CONFIRMATION} to confirm`),
});
export const StartOverResultSchema = z.object({ success: z.literal(true), deletedReadings: z.number().int(), deletedShares: z.number().int() });
