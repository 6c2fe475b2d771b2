import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyAyetStudios, verifyTheoremReach } from './signatures.ts';

// Each expected signature is computed here with createHmac over a string written out by hand, as the provider's
// documentation describes it, never through the functions under test.

describe('verifyTheoremReach', () => {
  const secret = 'theorem-secret';
  const publicUrl = 'https://tarot.example.com';
  const path = '/webhooks/theoremreach/callback?user_id=u1&reward=25&currency=0.25&tx_id=tx-9';
  const hash = createHmac('sha1', secret).update('https://tarot.example.com/webhooks/theoremreach/callback?user_id=u1&reward=25&currency=0.25&tx_id=tx-9').digest('base64url');

  it('accepts the hash of the full public address without the hash parameter, wherever the hash sits', () => {
    expect(hash).not.toMatch(/[=+/]/);
    expect(verifyTheoremReach(publicUrl, `${path}&hash=${hash}`, secret)).toBe(true);
    const hashFirst = createHmac('sha1', secret).update('https://tarot.example.com/webhooks/theoremreach/callback?reward=25&tx_id=tx-9').digest('base64url');
    expect(verifyTheoremReach(publicUrl, `/webhooks/theoremreach/callback?hash=${hashFirst}&reward=25&tx_id=tx-9`, secret)).toBe(true);
  });

  it('signs the parameters as they were sent, percent-encoding included', () => {
    const encoded = '/webhooks/theoremreach/callback?user_id=a%2Bb&reward=5&tx_id=t%20x';
    const signed = createHmac('sha1', secret).update(`https://tarot.example.com${encoded}`).digest('base64url');
    expect(verifyTheoremReach(publicUrl, `${encoded}&hash=${signed}`, secret)).toBe(true);
  });

  it('refuses a missing, repeated, wrong-length or forged hash, a tampered parameter, another secret or another host', () => {
    expect(verifyTheoremReach(publicUrl, path, secret)).toBe(false);
    expect(verifyTheoremReach(publicUrl, `${path}&hash=${hash}&hash=${hash}`, secret)).toBe(false);
    expect(verifyTheoremReach(publicUrl, `${path}&hash=${hash.slice(1)}`, secret)).toBe(false);
    expect(verifyTheoremReach(publicUrl, `${path}&hash=${'A'.repeat(hash.length)}`, secret)).toBe(false);
    expect(verifyTheoremReach(publicUrl, `${path.replace('reward=25', 'reward=2500')}&hash=${hash}`, secret)).toBe(false);
    expect(verifyTheoremReach(publicUrl, `${path}&hash=${hash}`, 'another-secret')).toBe(false);
    expect(verifyTheoremReach('https://evil.example.com', `${path}&hash=${hash}`, secret)).toBe(false);
  });
});

describe('verifyAyetStudios', () => {
  // The provider's own worked example: the parameters, their sorted string and the API key.
  const apiKey = '9f2228fea0d8e7ce10b2ac36053db14c';
  const query = 'transaction_id=8ee08f32ae611231b0a49d1bd66e9bf193132561&amount=0.10&payout=1.50&user_id=testuser123456&click_id=1234abcd5678021';
  const sorted = 'amount=0.10&click_id=1234abcd5678021&payout=1.50&transaction_id=8ee08f32ae611231b0a49d1bd66e9bf193132561&user_id=testuser123456';
  const header = createHmac('sha256', apiKey).update(sorted).digest('hex');

  it('accepts the HMAC of the parameters sorted by name, in either case of hex', () => {
    expect(verifyAyetStudios(query, header, apiKey)).toBe(true);
    expect(verifyAyetStudios(query, header.toUpperCase(), apiKey)).toBe(true);
  });

  it('form-encodes values and sorts names by code unit', () => {
    const sent = 'is_chargeback=1&transaction_id=r-abc&chargeback_reason=Fraud%20detected&currency_amount=-120&external_identifier=user%2F1';
    const written = 'chargeback_reason=Fraud+detected&currency_amount=-120&external_identifier=user%2F1&is_chargeback=1&transaction_id=r-abc';
    expect(verifyAyetStudios(sent, createHmac('sha256', apiKey).update(written).digest('hex'), apiKey)).toBe(true);
  });

  it('refuses a missing, wrong-length or forged header, a tampered or repeated parameter, or another key', () => {
    expect(verifyAyetStudios(query, undefined, apiKey)).toBe(false);
    expect(verifyAyetStudios(query, '', apiKey)).toBe(false);
    expect(verifyAyetStudios(query, header.slice(2), apiKey)).toBe(false);
    expect(verifyAyetStudios(query, 'f'.repeat(64), apiKey)).toBe(false);
    expect(verifyAyetStudios(query.replace('amount=0.10', 'amount=100'), header, apiKey)).toBe(false);
    expect(verifyAyetStudios(`${query}&amount=0.10`, header, apiKey)).toBe(false);
    expect(verifyAyetStudios(query, header, 'another-key')).toBe(false);
  });
});
