import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptError } from './errors.ts';
import { deriveNotifyKey, openNotification, sealNotification } from './notification-seal.ts';

const jobKey = randomBytes(32);
const notifyKey = deriveNotifyKey(jobKey);
const address = { channel: 'arcana_reading_progress', messageId: 'message-1' };
const plaintext = Buffer.from('The Hermit, upright: a lamp held for one');

describe('readings crossing NOTIFY are sealed: seal and open', () => {
  it('opens what it sealed, and two seals of the same text differ', () => {
    const box = sealNotification(notifyKey, address, plaintext);
    expect(openNotification(notifyKey, address, box).equals(plaintext)).toBe(true);
    expect(box.includes(plaintext)).toBe(false);
    expect(sealNotification(notifyKey, address, plaintext).equals(box)).toBe(false);
  });

  it('does not open on another channel or under another message id', () => {
    const box = sealNotification(notifyKey, address, plaintext);
    expect(() => openNotification(notifyKey, { ...address, channel: 'arcana_cache_purge' }, box)).toThrow(DecryptError);
    expect(() => openNotification(notifyKey, { ...address, messageId: 'message-2' }, box)).toThrow(DecryptError);
  });

  it('does not open under another installation’s key, or once altered', () => {
    const box = sealNotification(notifyKey, address, plaintext);
    expect(() => openNotification(deriveNotifyKey(randomBytes(32)), address, box)).toThrow(DecryptError);
    const altered = Buffer.from(box);
    altered[20]! ^= 0x01;
    expect(() => openNotification(notifyKey, address, altered)).toThrow(DecryptError);
  });

  it('derives the same key from the same job key, and never uses the job key itself', () => {
    expect(deriveNotifyKey(jobKey).equals(notifyKey)).toBe(true);
    expect(notifyKey.equals(jobKey)).toBe(false);
    expect(notifyKey).toHaveLength(32);
  });
});
