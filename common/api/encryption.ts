import * as z from 'zod/mini';
// zod/mini's `default`, which a module cannot export under that name.
import { _default as withDefault } from 'zod/mini';
import { ACCOUNT_PASSWORD_MAX_LENGTH, HINT_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TRACKED_CLICKS } from '../limits.ts';
import { defineEndpoint } from './endpoint.ts';
import { dbText } from './text.ts';

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** What a user types to confirm "start over" (deleting their key and every reading). */
export const START_OVER_CONFIRMATION = 'DELETE MY READINGS';

const BotSessionId = dbText('The form session id').check(z.minLength(8), z.maxLength(128));

/** What each honeypot pretends to be: fields a bot filling every input would not skip. */
export const HONEYPOT_PURPOSES = ['website', 'phone', 'company'] as const;

/**
 * A honeypot's field name: its purpose and a per-form suffix, so no bot knows the names in advance.
 * The server derives the suffix from the form session; the client makes one up when it cannot ask.
 */
export const honeypotName = (purpose: (typeof HONEYPOT_PURPOSES)[number], suffix: string): string => `${purpose}_${suffix}`;

/** The honeypot names request; the response maps a purpose to a field name. */
export const HoneypotRequestSchema = z.object({ sessionId: BotSessionId });
export const HoneypotFieldsSchema = z.record(z.string(), z.string());
export type HoneypotFields = z.infer<typeof HoneypotFieldsSchema>;

/** The form token request (our addition): a single-use token and the addition challenge it expects. */
export const FormTokenRequestSchema = z.object({ sessionId: BotSessionId });
export const FormTokenSchema = z.object({
  formToken: z.string(),
  challenge: z.object({ a: z.number().check(z.int(), z.minimum(1), z.maximum(20)), b: z.number().check(z.int(), z.minimum(1), z.maximum(20)) }),
  expiresAt: z.number().check(z.int()),
});
export type FormToken = z.infer<typeof FormTokenSchema>;

export const ClickPositionSchema = z.object({ x: z.number().check(z.int()), y: z.number().check(z.int()) });

/**
 * The Create Password body (docs/product.md#call-list). Honeypot fields travel alongside under the names the
 * server (or the client, when that call failed) chose, and must be empty: unknown keys are kept so the
 * server can see them.
 */
export const CreateEncryptionSchema = z.looseObject({
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT), z.maxLength(PASSWORD_MAX_LENGTH)),
  hint: withDefault(dbText('The hint').check(z.maxLength(HINT_MAX_LENGTH)), ''),
  privacyPolicyConsent: z.literal(true, 'You must accept the privacy policy'),
  sessionId: BotSessionId,
  formToken: dbText('The form token').check(z.minLength(1, 'The form token is missing'), z.maxLength(256)),
  jsChallenge: dbText('The human check').check(z.maxLength(16)),
  clickPositions: withDefault(z.array(ClickPositionSchema).check(z.maxLength(TRACKED_CLICKS)), []),
});
export type CreateEncryption = z.input<typeof CreateEncryptionSchema>;

export const CreateEncryptionResultSchema = z.object({ success: z.boolean(), message: z.optional(z.string()) });

/**
 * Whether the user has a key and this session has unlocked it (docs/architecture.md#calls-beyond-the-product-list), and
 * while unlocked the key that seals the browser's response cache (docs/decisions/0014), null otherwise.
 */
export const EncryptionStatusSchema = z.object({
  hasKey: z.boolean(),
  unlocked: z.boolean(),
  hint: z.nullable(z.string()),
  cacheKey: z.nullable(z.string()),
});
export type EncryptionStatus = z.infer<typeof EncryptionStatusSchema>;

/** The unlock body; answers with the new status, 400 for a wrong password, 429 when rate limited. */
export const UnlockSchema = z.object({ password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(PASSWORD_MAX_LENGTH)) });

/**
 * The start-over body (our addition): deletes the key and every reading and share. The account password proves the
 * owner asks, as for deleting the account (docs/decisions/0019); an account without one has none to send.
 */
export const StartOverSchema = z.object({
  confirmation: z.literal(START_OVER_CONFIRMATION, `Type ${START_OVER_CONFIRMATION} to confirm`),
  password: z.optional(z.string().check(z.maxLength(ACCOUNT_PASSWORD_MAX_LENGTH))),
});
export const StartOverResultSchema = z.object({ success: z.literal(true), deletedReadings: z.number().check(z.int()), deletedShares: z.number().check(z.int()) });

/** The hidden field names for one form session (docs/product.md#call-list); needs no session. */
export const getHoneypotFields = defineEndpoint({
  method: 'POST',
  path: '/api/security/honeypot-fields',
  body: HoneypotRequestSchema,
  response: HoneypotFieldsSchema,
});

/** A single-use form token and its addition challenge (our addition). */
export const getFormToken = defineEndpoint({ method: 'POST', path: '/api/security/form-token', body: FormTokenRequestSchema, response: FormTokenSchema });

/** Whether the user has a key and whether this session has unlocked it. */
export const getEncryptionStatus = defineEndpoint({ method: 'GET', path: '/v1/encryption/status', response: EncryptionStatusSchema });

/** Create Password (docs/product.md#create-password); sets the unlocked key's cookie. */
export const createEncryptionKey = defineEndpoint({
  method: 'POST',
  path: '/v1/encryption/create',
  body: CreateEncryptionSchema,
  response: CreateEncryptionResultSchema,
});

/** Unlocks the key for this session; sets the unlocked key's cookie. */
export const unlockEncryption = defineEndpoint({ method: 'POST', path: '/v1/encryption/unlock', body: UnlockSchema, response: EncryptionStatusSchema });

/**
 * Deletes the key, every reading and every shared link (our addition), and signs out the user's other sessions. 400
 * naming `confirmation`, or `password` when the account has one and it is missing or wrong; throttled like sign-in.
 */
export const startOver = defineEndpoint({ method: 'POST', path: '/v1/encryption/start-over', body: StartOverSchema, response: StartOverResultSchema });
