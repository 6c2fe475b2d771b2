import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import * as encryption from '#common/api/encryption.ts';
import { setCacheKey } from '#client/lib/cache.ts';
import { forgetDecryptedContent } from '#client/lib/forget-content.ts';
import { call, HttpError, orFallback } from '#client/lib/http.ts';
import { queryClient } from '#client/lib/query-client.ts';

/**
 * The encryption calls (docs/architecture.md#encryption). Their expected 4xx answers (a refused
 * password, a wrong unlock password, a rate limit, a wrong confirmation) are shown by the page
 * itself, so they never raise the Error dialog; a 5xx or a broken answer still does.
 */

/** The product’s (docs/product.md#messages-and-errors) message when password creation fails without a server message. */
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

/** The hidden field names for one form session; null when it fails (the caller then generates names locally). */
export const getHoneypotFields = (sessionId: string): Promise<encryption.HoneypotFields | null> =>
  orFallback(call(encryption.getHoneypotFields, { body: { sessionId } }), null);

/** A fresh single-use form token and its challenge; null when it fails. */
export async function getFormToken(sessionId: string): Promise<encryption.FormToken | null> {
  try {
    return await call(encryption.getFormToken, { body: { sessionId } }, { quietExplained: true });
  } catch {
    return null;
  }
}

/** The named fields of Create Password; the honeypots travel beside them. */
export type CreateEncryptionFields = z.input<z.ZodMiniObject<(typeof encryption.CreateEncryptionSchema)['shape']>>;

/**
 * Create Password, with every honeypot field sent empty beside the named fields. Never throws: a
 * failure resolves to `{ success: false, message }` with the server's message or {@link CREATE_KEY_FAILED}.
 */
export async function createEncryptionKey(
  fields: CreateEncryptionFields,
  honeypots: Record<string, ''> = {},
): Promise<z.infer<typeof encryption.CreateEncryptionResultSchema>> {
  const body = { ...honeypots, ...fields };
  try {
    const result = await call(encryption.createEncryptionKey, { body }, { quietExplained: true });
    return result.success ? result : { success: false, message: result.message ?? CREATE_KEY_FAILED };
  } catch (error) {
    return { success: false, message: toFailure(error, CREATE_KEY_FAILED).message };
  }
}

/**
 * Whether the user has a key and this session has unlocked it; hands the response cache the key it
 * seals with. Throws {@link HttpError}: the app's gate cannot guess.
 */
export async function getEncryptionStatus(): Promise<encryption.EncryptionStatus> {
  const status = await call(encryption.getEncryptionStatus);
  setCacheKey(status.cacheKey);
  return status;
}

/** Unlocks the key for this session: the new status, or the server's message (and wait, when rate limited). */
export async function unlockEncryption(password: string): Promise<{ ok: true; status: encryption.EncryptionStatus } | CallFailure> {
  try {
    const status = await call(encryption.unlockEncryption, { body: { password } }, { quietExplained: true });
    setCacheKey(status.cacheKey);
    return { ok: true, status };
  } catch (error) {
    return toFailure(error, UNLOCK_FAILED);
  }
}

/** What starting over deleted. */
export type StartOverResult = z.infer<typeof encryption.StartOverResultSchema>;

/**
 * Deletes the key, every reading and every shared link, and signs out the user's other sessions. `confirmation` is
 * what the user typed; the server refuses anything but START_OVER_CONFIRMATION. `password` is the account password,
 * for an account that has one. A refusal names the field it is about (`confirmation` or `password`) when the server did.
 */
export async function startOver(
  confirmation: string,
  password: string | undefined,
): Promise<({ ok: true } & StartOverResult) | (CallFailure & { field: string | null })> {
  try {
    // The server checks what was typed; the client sends it as it is.
    const body = { confirmation, password } as z.input<typeof encryption.StartOverSchema>;
    const result = await call(encryption.startOver, { body }, { quietExplained: true });
    return { ok: true, ...result };
  } catch (error) {
    const field = error instanceof HttpError ? (error.details?.field ?? null) : null;
    return { ...toFailure(error, START_OVER_FAILED), field };
  }
}

/**
 * Whether the user has an encryption key and whether this session has unlocked it (docs/architecture.md#calls-beyond-the-product-list). A
 * locked key means no decrypted reading may stay in this tab, so learning it forgets them.
 */
export const encryptionStatusQuery = queryOptions({
  queryKey: ['encryption', 'status'],
  queryFn: async () => {
    const status = await getEncryptionStatus();
    if (!status.unlocked) forgetDecryptedContent();
    return status;
  },
});

/**
 * Marks the status stale after a create, unlock or start-over, so the app's gate asks the server
 * again instead of sending the user back to the page they just left.
 */
export const invalidateEncryptionStatus = (): Promise<void> => queryClient.invalidateQueries({ queryKey: encryptionStatusQuery.queryKey });
