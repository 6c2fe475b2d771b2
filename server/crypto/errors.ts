/**
 * Error types shared by the crypto modules. They carry no key material or plaintext in their
 * messages, so they can be logged and mapped to HTTP statuses safely.
 */

/**
 * A box or envelope could not be opened: wrong key, wrong associated data (user, session or
 * context), truncated or altered bytes. AES-GCM cannot tell these apart, and neither do we.
 */
export class DecryptError extends Error {
  override name = 'DecryptError';
  constructor(message = 'Decryption failed: wrong key or corrupted data', options?: ErrorOptions) {
    super(message, options);
  }
}

/**
 * A sealed envelope starts with a version byte this code does not know. It extends DecryptError
 * because such data cannot be opened here either; catch it first to say "written by a newer
 * version" instead of "corrupted".
 */
export class EnvelopeVersionError extends DecryptError {
  override name = 'EnvelopeVersionError';
  constructor(readonly version: number | undefined) {
    super(version === undefined ? 'Empty envelope: no version byte' : `Unknown envelope version ${version}`);
  }
}

/**
 * The password does not open the user's key. Deliberately NOT a DecryptError: it is the user's
 * mistake (a 4xx, rate limited), while a DecryptError on stored data is ours (a 5xx).
 */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
  constructor(options?: ErrorOptions) {
    super('Wrong password', options);
  }
}

/** Stored Argon2id parameters are below the floor this server accepts (ASVS v5: m=19 MiB, t=2). */
export class WeakKdfParamsError extends Error {
  override name = 'WeakKdfParamsError';
}
