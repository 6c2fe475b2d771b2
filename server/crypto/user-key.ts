import { DecryptError, WrongPasswordError } from './errors.ts';
import { deriveKeys, hashVerifier, type KdfParams, newKdfParams, verifierMatches } from './kdf.ts';
import { generateUserKeyPair, unwrapPrivateKey, wrapPrivateKey } from './keypair.ts';

/** What `POST /v1/encryption/create` stores for a user (docs/architecture.md#keys). Nothing in it is secret. */
export interface StoredUserKey {
  /** Raw 32-byte X25519 public key; readings are sealed to it. */
  publicKey: Buffer;
  /** The private key wrapped under the password's KEK, bound to the user id. */
  wrappedPrivateKey: Buffer;
  /** Argon2id parameters and salt; validate with `KdfParamsSchema` when reading them back. */
  kdfParams: KdfParams;
  /** SHA-256 of the password verifier: tells a wrong password from damaged data. */
  verifierHash: Buffer;
}

/**
 * Creates a user's key pair protected by their password. The password and the private key exist
 * only in memory here; the caller stores `stored` (and the hint), and may use `privateKeyDer` to
 * unlock the creating session at once instead of deriving the key a second time.
 * @param params KDF parameters; defaults to `newKdfParams()` (tests pass cheaper ones).
 */
export async function createUserKey(
  password: string,
  userId: string,
  params: KdfParams = newKdfParams(),
): Promise<{ stored: StoredUserKey; privateKeyDer: Buffer }> {
  const { kek, verifier } = await deriveKeys(password, params);
  const { publicKey, privateKeyDer } = generateUserKeyPair();
  const stored = {
    publicKey,
    wrappedPrivateKey: wrapPrivateKey(privateKeyDer, kek, userId),
    kdfParams: params,
    verifierHash: hashVerifier(verifier),
  };
  return { stored, privateKeyDer };
}

/**
 * Opens a user's private key with their password (the unlock step, before `rewrapForSession`).
 * @returns the PKCS#8 DER private key.
 * @throws WrongPasswordError when the password is wrong.
 * @throws DecryptError when the password is right (the verifier matches) but the stored key does
 * not open: damaged data or a key moved from another user's row; an operator problem, not the user's.
 * @throws WeakKdfParamsError / ZodError when the stored parameters are below the floor or malformed.
 */
export async function unlockUserKey(
  password: string,
  stored: Pick<StoredUserKey, 'wrappedPrivateKey' | 'kdfParams' | 'verifierHash'>,
  userId: string,
): Promise<Buffer> {
  // A returning user goes ahead of key creations, the work a flood of new accounts multiplies.
  const { kek, verifier } = await deriveKeys(password, stored.kdfParams, 'first');
  if (!verifierMatches(verifier, stored.verifierHash)) throw new WrongPasswordError();
  try {
    return unwrapPrivateKey(stored.wrappedPrivateKey, kek, userId);
  } catch (error) {
    if (error instanceof WrongPasswordError) throw new DecryptError('Stored private key does not open with the right password', { cause: error });
    throw error;
  }
}
