/**
 * Seals the response cache's entries with AES-GCM under the key the server derives for this unlock
 * (docs/decisions/0014): what the browser writes to disk is ciphertext that nothing can open once
 * the session locks or ends. The entry's key is bound as associated data, so a sealed body cannot
 * be moved under another url or profile.
 */

const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Imports the base64url key from the encryption status; null when this browser cannot seal (no WebCrypto, insecure origin). */
export async function importSealKey(base64url: string): Promise<CryptoKey | null> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return null;
  const raw = Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  try {
    return await subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  } catch {
    return null;
  }
}

/** `iv || ciphertext || tag` of the JSON text of `body`. */
export async function seal(key: CryptoKey, entryKey: string, body: unknown): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(entryKey) }, key, encoder.encode(JSON.stringify(body)));
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return out;
}

/** The body sealed under `entryKey`, or undefined when `key` does not open it (another unlock's key, or damaged bytes). */
export async function unseal(key: CryptoKey, entryKey: string, bytes: ArrayBuffer): Promise<unknown> {
  if (bytes.byteLength <= IV_BYTES) return undefined;
  try {
    const iv = new Uint8Array(bytes, 0, IV_BYTES);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(entryKey) }, key, new Uint8Array(bytes, IV_BYTES));
    return JSON.parse(decoder.decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}
