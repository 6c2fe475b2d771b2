import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { trustedOriginsNotice } from './trusted-origins.ts';

const addresses = () => ['127.0.0.1', '10.0.0.7'];

describe('trustedOriginsNotice', () => {
  it('says which addresses are trusted and how to set PUBLIC_URL, for HOST=0.0.0.0 without PUBLIC_URL', () => {
    expect(trustedOriginsNotice(parseEnv({ HOST: '0.0.0.0' }, addresses))).toBe(
      'Signing in is accepted from http://localhost:3000, http://127.0.0.1:3000, http://[::1]:3000, http://10.0.0.7:3000; ' +
        'set PUBLIC_URL=https://your.domain to serve Arcana at its public address',
    );
  });

  it('stays quiet when PUBLIC_URL is set or HOST is one address', () => {
    expect(trustedOriginsNotice(parseEnv({ HOST: '0.0.0.0', PUBLIC_URL: 'https://tarot.example.com' }, addresses))).toBeNull();
    expect(trustedOriginsNotice(parseEnv({}, addresses))).toBeNull();
  });
});
