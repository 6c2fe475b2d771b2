import type { z } from 'zod';
import {
  CreateEncryptionResultSchema,
  EncryptionStatusSchema,
  FormTokenSchema,
  HoneypotFieldsSchema,
  StartOverResultSchema,
  type CreateEncryptionSchema,
  type EncryptionStatus,
  type FormToken,
  type HoneypotFields,
} from '#common/api/encryption.ts';
import { HttpError, orFallback, request } from './http.ts';

/**
 * The encryption calls (SPEC §7, DESIGN §3 and §6). Their expected 4xx answers (a refused
 * password, a wrong unlock password, a rate limit, a wrong confirmation) are shown by the page
 * itself, so they never raise the Error dialog; a 5xx or a broken answer still does.
 */

/** SPEC §8's message when password creation fails without a server message. */
export const CREATE_KEY_FAILED = 'Failed to create encryption key';
/** Shown when unlocking fails and the server gave no message. */
export const UNLOCK_FAILED = 'Your readings could not be unlocked. Please try again.';
/** Shown when starting over fails and the server gave no message. */
export const START_OVER_FAILED = 'Your readings could not be deleted. Please try again.';

/** A failed call: the message to show, and how long to wait before trying again when the server said. */
export interface CallFailure {
  ok: false;
  message: string;
  retryAfterSeconds: number | null;
}

function toFailure(error: unknown, fallback: string): CallFailure {
  if (!(error instanceof HttpError)) return { ok: false, message: fallback, retryAfterSeconds: null };
  return { ok: false, message: error.details?.message ?? fallback, retryAfterSeconds: error.retryAfterSeconds };
}

/** `POST /api/security/honeypot-fields`; null when it fails (the caller then generates names locally). */
export const getHoneypotFields = (sessionId: string): Promise<HoneypotFields | null> =>
  orFallback(request('/api/security/honeypot-fields', HoneypotFieldsSchema, { method: 'POST', body: { sessionId } }), null);

/** `POST /api/security/form-token`: a fresh single-use token and its challenge; null when it fails. */
export async function getFormToken(sessionId: string): Promise<FormToken | null> {
  try {
    return await request('/api/security/form-token', FormTokenSchema, { method: 'POST', body: { sessionId }, quietExplained: true });
  } catch {
    return null;
  }
}

/** The named fields of `POST /v1/encryption/create`; the honeypots travel beside them. */
export type CreateEncryptionFields = z.input<z.ZodObject<(typeof CreateEncryptionSchema)['shape']>>;

/**
 * `POST /v1/encryption/create`, with every honeypot field sent empty beside the named fields.
 * Never throws: a failure resolves to `{ success: false, message }` with the server's message or
 * {@link CREATE_KEY_FAILED}.
 */
export async function createEncryptionKey(
  fields: CreateEncryptionFields,
  honeypots: Record<string, ''> = {},
): Promise<z.infer<typeof CreateEncryptionResultSchema>> {
  const body = { ...honeypots, ...fields };
  try {
    const result = await request('/v1/encryption/create', CreateEncryptionResultSchema, { method: 'POST', body, quietExplained: true });
    return result.success ? result : { success: false, message: result.message ?? CREATE_KEY_FAILED };
  } catch (error) {
    return { success: false, message: toFailure(error, CREATE_KEY_FAILED).message };
  }
}

/** `GET /v1/encryption/status`. Throws {@link HttpError}: the app's gate cannot guess. */
export const getEncryptionStatus = (): Promise<EncryptionStatus> => request('/v1/encryption/status', EncryptionStatusSchema);

/** `POST /v1/encryption/unlock`: the new status, or the server's message (and wait, when rate limited). */
export async function unlockEncryption(password: string): Promise<{ ok: true; status: EncryptionStatus } | CallFailure> {
  try {
    const status = await request('/v1/encryption/unlock', EncryptionStatusSchema, { method: 'POST', body: { password }, quietExplained: true });
    return { ok: true, status };
  } catch (error) {
    return toFailure(error, UNLOCK_FAILED);
  }
}

/** What `POST /v1/encryption/start-over` deleted. */
export type StartOverResult = z.infer<typeof StartOverResultSchema>;

/**
 * `POST /v1/encryption/start-over`: deletes the key, every reading and every shared link. `confirmation`
 * is what the user typed; the server refuses anything but START_OVER_CONFIRMATION.
 */
export async function startOver(confirmation: string): Promise<({ ok: true } & StartOverResult) | CallFailure> {
  try {
    const result = await request('/v1/encryption/start-over', StartOverResultSchema, {
      method: 'POST',
      body: { confirmation },
      quietExplained: true,
    });
    return { ok: true, ...result };
  } catch (error) {
    return toFailure(error, START_OVER_FAILED);
  }
}
