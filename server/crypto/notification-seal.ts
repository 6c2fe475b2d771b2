import { hkdfSync } from 'node:crypto';
import { decrypt, encrypt, KEY_BYTES } from './aead.ts';

// Its own HKDF label, so the key that seals notifications is never the job key that encrypts pending work.
const NOTIFY_INFO = 'arcana/notify/v1';

/** Where a sealed notification goes: the NOTIFY channel and the id of the message it carries. */
export interface NotificationAddress {
  channel: string;
  messageId: string;
}

/**
 * The key that seals NOTIFY payloads (docs/architecture.md#live-events), derived from `JOB_KEY`, which every process of
 * one installation shares and which no database role can read.
 */
export function deriveNotifyKey(jobKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', jobKey, Buffer.alloc(0), NOTIFY_INFO, KEY_BYTES));
}

/**
 * Each message gets a key of its own: live progress sends several events a second for as long as the installation runs,
 * far past the ~2^32 random nonces one AES-GCM key may take (server/crypto/aead.ts).
 */
const messageKey = (notifyKey: Buffer, messageId: string) =>
  Buffer.from(hkdfSync('sha256', notifyKey, Buffer.alloc(0), `${NOTIFY_INFO}/message\0${messageId}`, KEY_BYTES));

// Channel names are SQL identifiers, never holding a NUL, so the separator keeps the two fields apart.
const aad = ({ channel, messageId }: NotificationAddress) => Buffer.from(`${NOTIFY_INFO}\0${channel}\0${messageId}`);

/** AES-256-GCM with a fresh random nonce; the channel and message id are the associated data, so a box opens only where it was sent. */
export function sealNotification(notifyKey: Buffer, address: NotificationAddress, plaintext: Buffer): Buffer {
  return encrypt(messageKey(notifyKey, address.messageId), plaintext, aad(address));
}

/**
 * Opens a box made by `sealNotification` for the same channel and message id.
 * @throws DecryptError when it was sealed under another key or address, or altered.
 */
export function openNotification(notifyKey: Buffer, address: NotificationAddress, box: Buffer): Buffer {
  return decrypt(messageKey(notifyKey, address.messageId), box, aad(address));
}
