import { ServiceBusyError } from '#server/http/errors.ts';
import { WorkLimiter } from './work-limiter.ts';

/**
 * Argon2id runs at once in this process. Each run holds a libuv pool thread (4 by default) and
 * 64 MiB for its whole length; two leave the other threads to better-auth's scrypt (sign-in) and
 * file I/O, so signing in keeps answering while passwords are being created.
 */
export const KDF_CONCURRENCY = 2;
/**
 * Runs that may wait per priority. At about 0.2 s per run on one core, a full queue clears in a
 * few seconds; past it, callers are better told to come back than left hanging.
 */
export const KDF_QUEUE_LIMIT = 32;
/** What a refused caller is told to wait, roughly the time a full queue takes to drain. */
export const KDF_RETRY_AFTER_SECONDS = 5;
export const KDF_BUSY_MESSAGE = 'Arcana is busy protecting other passwords right now. Try again in a few seconds.';

/**
 * The one gate every Argon2id derivation passes (see `deriveKeys`). Unlocking goes first: a
 * returning user waits behind at most the runs in progress, never behind a flood of key creations.
 */
export const kdfLimiter = new WorkLimiter({
  concurrency: KDF_CONCURRENCY,
  queueLimit: KDF_QUEUE_LIMIT,
  busy: () => new ServiceBusyError(KDF_BUSY_MESSAGE, KDF_RETRY_AFTER_SECONDS),
});
