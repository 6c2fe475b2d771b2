import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHARE_KEY_LENGTH } from '#common/api/shares.ts';
import { DecryptError } from '#server/crypto/errors.ts';
import { sampleReading } from '#server/reading-image/sample-reading.ts';
import { decryptShareCopy, encryptShareCopy } from './share-copy.ts';
import { copyKey, linkKeyBytes, linkKeyHash, newLinkKey } from './share-keys.ts';

describe('link keys', () => {
  it('are 32 random bytes written as 43 base64url characters, read back to the same bytes', () => {
    const key = newLinkKey();
    expect(key.bytes).toHaveLength(32);
    expect(key.segment).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SHARE_KEY_LENGTH}}$`));
    expect(linkKeyBytes(key.segment)).toEqual(key.bytes);
    expect(newLinkKey().segment).not.toBe(key.segment);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'A'.repeat(44)],
    ['not base64url', `${'A'.repeat(42)}+`],
    ['not canonical (the last character carries stray bits)', `${'A'.repeat(42)}B`],
  ])('turn a malformed segment (%s) into random bytes that open nothing', (_case, segment) => {
    const first = linkKeyBytes(segment);
    expect(first).toHaveLength(32);
    expect(linkKeyBytes(segment)).not.toEqual(first);
  });

  it('are stored as their SHA-256 only, independent of the copy key', () => {
    const { bytes } = newLinkKey();
    expect(linkKeyHash(bytes)).toEqual(createHash('sha256').update(bytes).digest());
    expect(copyKey(bytes, 'r-1')).not.toEqual(linkKeyHash(bytes));
    expect(copyKey(bytes, 'r-1')).not.toEqual(copyKey(bytes, 'r-2'));
  });
});

describe('share copies', () => {
  const reading = sampleReading();

  it('open with the link key, reading id and share id they were made with', () => {
    const { bytes } = newLinkKey();
    const box = encryptShareCopy(bytes, reading.id, 'share-1', reading);
    expect(box.toString('utf8')).not.toContain(reading.title);
    expect(decryptShareCopy(bytes, reading.id, 'share-1', box)).toEqual(reading);
  });

  it('refuse another key, another reading id or another share id', () => {
    const { bytes } = newLinkKey();
    const box = encryptShareCopy(bytes, reading.id, 'share-1', reading);
    expect(() => decryptShareCopy(newLinkKey().bytes, reading.id, 'share-1', box)).toThrow(DecryptError);
    expect(() => decryptShareCopy(bytes, 'another-reading', 'share-1', box)).toThrow(DecryptError);
    expect(() => decryptShareCopy(bytes, reading.id, 'share-2', box)).toThrow(DecryptError);
  });
});
