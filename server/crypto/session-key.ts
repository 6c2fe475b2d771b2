import { type KeyObject, randomBytes } from 'node:crypto';
import { BOX_OVERHEAD, decrypt, encrypt, KEY_BYTES } from './aead.ts';
import { DecryptError } from './errors.ts';
import { importPrivateKey, importRawKeyPair, rawKeyPair } from './keypair.ts';

// Byte 0 of a session-wrapped key, so the format can change without guessing what old rows hold.
// Version 2 wraps the raw key pair, which imports in a tenth of the time PKCS#8 DER does (version 1);
// the key is imported on every request that opens a reading, so that time is most of such a request.
const SESSION_WRAP_VERSION = 2;
/** Sessions unlocked before version 2 stay unlocked until they end. */
const DER_WRAP_VERSION = 1;
// A 32-byte key in unpadded base64url is exactly 43 characters. Checked strictly because
// Buffer.from(…, 'base64url') silently skips characters it does not know.
const COOKIE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// The session id is bound as associated data so a wrapped key cannot be replayed into another session.
const sessionAad = (version: number, sessionId: string) => Buffer.from(`arcana/session-key/v${version}\0${sessionId}`, 'utf8');

/** What unlocking produces: one half for the cookie, one for the server-side session row. */
export interface SessionWrap {
  /** Random 32-byte key, base64url: lives only in the user's cookie, never stored or logged server-side. */
  cookieKey: string;
  /** The key pair under `cookieKey`, bound to the session: `version(1) || nonce(12) || ciphertext || tag(16)`. */
  wrapped: Buffer;
}

/**
 * Re-wraps an unlocked private key for one session (docs/architecture.md#unlocked-sessions): neither the database row nor the
 * cookie alone opens it, and any API instance holding both can.
 */
export function rewrapForSession(privateKeyDer: Buffer, sessionId: string): SessionWrap {
  const key = randomBytes(KEY_BYTES);
  const plaintext = rawKeyPair(importPrivateKey(privateKeyDer));
  const wrapped = Buffer.concat([Buffer.of(SESSION_WRAP_VERSION), encrypt(key, plaintext, sessionAad(SESSION_WRAP_VERSION, sessionId))]);
  return { cookieKey: key.toString('base64url'), wrapped };
}

/**
 * Recovers the private key for a request of an unlocked session, imported.
 * @param cookieKey the key from the cookie; missing or malformed counts as wrong.
 * @throws DecryptError when the cookie key is missing, malformed or wrong, the session id differs,
 * or the wrapped bytes are damaged.
 */
export function unwrapForSession(wrapped: Buffer, cookieKey: string | undefined, sessionId: string): KeyObject {
  if (!cookieKey || !COOKIE_KEY_PATTERN.test(cookieKey)) throw new DecryptError('Missing or malformed session key');
  const version = wrapped[0];
  if (version !== SESSION_WRAP_VERSION && version !== DER_WRAP_VERSION) throw new DecryptError('Session-wrapped key has an unknown format');
  if (wrapped.length < 1 + BOX_OVERHEAD) throw new DecryptError('Session-wrapped key is truncated');
  const plaintext = decrypt(Buffer.from(cookieKey, 'base64url'), wrapped.subarray(1), sessionAad(version, sessionId));
  return version === DER_WRAP_VERSION ? importPrivateKey(plaintext) : importRawKeyPair(plaintext);
}
