import { HttpError } from './http-error.ts';

/**
 * Why a call failed, in the words a page shows: the server's own sentence when it gave one (docs/product.md#messages-and-errors),
 * else a sentence that says what is known. Every page reads a failed call through {@link refusalOf}, so none words it its own way.
 */
export interface Refusal {
  /** The sentence to show. */
  message: string;
  /** The input the server named as the cause, when it named one. */
  field?: string;
  /** How long the server asked to wait before trying again, when it said. */
  retryAfterSeconds?: number;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  /** The server's code for the refusal (`insufficient_gems`, better-auth's `INVALID_PASSWORD` …); `network` when no answer came (`offline` when the device is offline), `unreadable` for an answer the page could not read, and empty when the server gave none. */
  code: string;
}

/** What a page says when no answer came at all. */
export const NETWORK_MESSAGE = "Can't reach Arcana. Check your connection and try again.";
/** What a page says when no answer came because the device is offline: nothing was done, and what the user chose is kept. */
export const OFFLINE_MESSAGE = 'You’re offline, so nothing was sent. What you chose is still here: try again once you’re back online.';
/** What a page says when an answer came that it could not read: the page is older than the server. */
export const UNREADABLE_MESSAGE = 'Arcana answered in a way this page does not understand. Reload the page and try again.';
/** A rate limit that did not say how long to wait. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a few seconds and try again.';

/** The rate limit's real wait, from the server's Retry-After. */
export const tooManyAttempts = (seconds: number): string => `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/**
 * The sentences for what the server did not put into words: no answer at all, and a refusal it did not explain. A page
 * whose own wording for these is shorter (the admin pages' "Not done: …") passes its own; the reading stays refusalOf's.
 */
export interface UnexplainedWording {
  network: string;
  unexplained: (status: number, code: string) => string;
}

const APP_WORDING: UnexplainedWording = {
  network: NETWORK_MESSAGE,
  unexplained: (status, code) => `Arcana answered with an error it did not explain (HTTP ${status}${code ? `, ${code}` : ''}).`,
};

const TOO_MANY_REQUESTS = 429;

/** The sentence for a failure the server did not put into words itself; a rate limit's says how long to wait whatever the wording. */
function unexplained(status: number, code: string, retryAfterSeconds: number | null, wording: UnexplainedWording): string {
  if (status === TOO_MANY_REQUESTS) return retryAfterSeconds === null ? TOO_MANY_ATTEMPTS : tooManyAttempts(retryAfterSeconds);
  return wording.unexplained(status, code);
}

/**
 * Reads any failure of a call: an {@link HttpError} gives the server's sentence, field, code and Retry-After; a fetch that
 * got no answer (a TypeError) says Arcana cannot be reached; anything else is an answer this page could not read.
 */
export function refusalOf(error: unknown, wording: UnexplainedWording = APP_WORDING): Refusal {
  if (error instanceof HttpError) {
    const code = error.details?.error ?? '';
    const retry = error.retryAfterSeconds;
    // A rate limit without a code of its own is the generic limiter's: its wording (if any) names no wait, ours does.
    const explained = error.details?.message && !(error.status === TOO_MANY_REQUESTS && code === '') ? error.details.message : null;
    return {
      message: explained ?? unexplained(error.status, code, retry, wording),
      ...(error.details?.field === undefined ? {} : { field: error.details.field }),
      ...(retry === null ? {} : { retryAfterSeconds: retry }),
      status: error.status,
      code,
    };
  }
  if (error instanceof TypeError) return navigator.onLine ? { message: wording.network, status: 0, code: 'network' } : { message: OFFLINE_MESSAGE, status: 0, code: 'offline' };
  return { message: UNREADABLE_MESSAGE, status: 0, code: 'unreadable' };
}
