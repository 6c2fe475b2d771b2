import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { BOX_OVERHEAD, decrypt, encrypt } from './aead.ts';
import { DecryptError, WrongPasswordError } from './errors.ts';

/** Length of a raw X25519 public key (RFC 7748). */
export const PUBLIC_KEY_BYTES = 32;

// Byte 0 of a wrapped private key, so the format can change without guessing what old rows hold.
const WRAP_VERSION = 1;

/** A user's key pair in storable form. */
export interface UserKeyPair {
  /** Raw 32-byte X25519 public key: what `seal` takes; stored in clear. */
  publicKey: Buffer;
  /** PKCS#8 DER private key: never stored or logged as is; wrap it first. */
  privateKeyDer: Buffer;
}

/** Generates a user's X25519 key pair. */
export function generateUserKeyPair(): UserKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  return {
    publicKey: rawPublicKey(publicKey),
    privateKeyDer: privateKey.export({ format: 'der', type: 'pkcs8' }),
  };
}

/**
 * The raw 32 bytes of an X25519 public key (also accepts a private key, and returns its public half).
 * Read from the JWK `x` member, which RFC 8037 defines as exactly those bytes, rather than by
 * slicing SPKI DER at an assumed offset.
 */
export function rawPublicKey(key: KeyObject): Buffer {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  if (publicKey.asymmetricKeyType !== 'x25519') throw new TypeError('Not an X25519 key');
  const { x } = publicKey.export({ format: 'jwk' });
  if (!x) throw new TypeError('X25519 key exported without x');
  return Buffer.from(x, 'base64url');
}

/**
 * Imports a raw 32-byte X25519 public key.
 * @throws TypeError when it is not 32 bytes.
 */
export function importPublicKey(raw: Uint8Array): KeyObject {
  if (raw.length !== PUBLIC_KEY_BYTES) throw new TypeError(`X25519 public key must be ${PUBLIC_KEY_BYTES} bytes`);
  return createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: Buffer.from(raw).toString('base64url') }, format: 'jwk' });
}

/**
 * Imports a PKCS#8 DER X25519 private key.
 * @throws DecryptError when the bytes are not one (the key came out of storage, so bad bytes are bad data).
 */
export function importPrivateKey(der: Uint8Array): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' });
  } catch (error) {
    throw new DecryptError('Not a PKCS#8 private key', { cause: error });
  }
  if (key.asymmetricKeyType !== 'x25519') throw new DecryptError('Not an X25519 private key');
  return key;
}

/** A key pair as raw bytes: the private scalar then the public key, 32 bytes each (the JWK `d` and `x`). */
export function rawKeyPair(privateKey: KeyObject): Buffer {
  const { d, x } = privateKey.export({ format: 'jwk' });
  if (!d || !x) throw new TypeError('X25519 private key exported without d or x');
  return Buffer.concat([Buffer.from(d, 'base64url'), Buffer.from(x, 'base64url')]);
}

/**
 * Imports a key pair made by `rawKeyPair` (through JWK, which OpenSSL builds from raw bytes directly;
 * PKCS#8 goes through its decoders and takes about ten times as long).
 * @throws DecryptError when the bytes are not 64 or OpenSSL refuses them.
 */
export function importRawKeyPair(raw: Uint8Array): KeyObject {
  if (raw.length !== 2 * PUBLIC_KEY_BYTES) throw new DecryptError('Not a raw X25519 key pair');
  const bytes = Buffer.from(raw);
  const jwk = { kty: 'OKP', crv: 'X25519', d: bytes.subarray(0, PUBLIC_KEY_BYTES).toString('base64url'), x: bytes.subarray(PUBLIC_KEY_BYTES).toString('base64url') };
  try {
    return createPrivateKey({ key: jwk, format: 'jwk' });
  } catch (error) {
    throw new DecryptError('Not a raw X25519 key pair', { cause: error });
  }
}

// The user id is bound as associated data so a wrapped key copied into another user's row fails.
const wrapAad = (userId: string) => Buffer.from(`arcana/private-key/v${WRAP_VERSION}\0${userId}`, 'utf8');

/**
 * Wraps a private key under the key-encryption key from `deriveKeys`, bound to its owner.
 * Format: `version(1) || nonce(12) || ciphertext || tag(16)`.
 */
export function wrapPrivateKey(privateKeyDer: Buffer, kek: Buffer, userId: string): Buffer {
  return Buffer.concat([Buffer.of(WRAP_VERSION), encrypt(kek, privateKeyDer, wrapAad(userId))]);
}

/**
 * Unwraps a private key made by `wrapPrivateKey`.
 * @throws WrongPasswordError when the KEK (or user id) does not open it. GCM cannot tell this from
 * altered bytes; `unlockUserKey` uses the stored verifier hash to tell them apart.
 * @throws DecryptError when the bytes are malformed (empty, unknown version, truncated).
 */
export function unwrapPrivateKey(wrapped: Buffer, kek: Buffer, userId: string): Buffer {
  if (wrapped[0] !== WRAP_VERSION) throw new DecryptError('Wrapped private key has an unknown format');
  if (wrapped.length < 1 + BOX_OVERHEAD) throw new DecryptError('Wrapped private key is truncated');
  try {
    return decrypt(kek, wrapped.subarray(1), wrapAad(userId));
  } catch (error) {
    throw new WrongPasswordError({ cause: error });
  }
}
