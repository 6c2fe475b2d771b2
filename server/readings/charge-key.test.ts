import { describe, expect, it } from 'vitest';
import { chargeKey, clarifierChargeKey, readingChargeKey } from './charge-key.ts';

describe('one charge-key module', () => {
  it('keys a reading and a clarifier of the same id apart, as the ledger already holds them', () => {
    expect(readingChargeKey('7f3a')).toBe('reading:7f3a');
    expect(clarifierChargeKey('7f3a')).toBe('clarifier:7f3a');
    expect(chargeKey('clarifier', '7f3a')).toBe(clarifierChargeKey('7f3a'));
  });
});
