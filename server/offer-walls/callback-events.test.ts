import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/errors.ts';
import { ayetStudiosEvent, theoremReachEvent } from './callback-events.ts';

const fieldOf = (parse: () => unknown): string | undefined => {
  try {
    parse();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.field : 'not an HttpError';
  }
};

describe('theoremReachEvent', () => {
  it('reads a reward and a reversal of the same transaction', () => {
    expect(theoremReachEvent(new URLSearchParams('user_id=u1&reward=12.9&currency=0.12&tx_id=t1'))).toEqual({
      wall: 'theoremreach',
      transactionId: 't1',
      userId: 'u1',
      amount: 12,
      reversal: false,
    });
    expect(theoremReachEvent(new URLSearchParams('user_id=u1&reward=12&tx_id=t1&reversal=true'))).toMatchObject({ transactionId: 't1', amount: 12, reversal: true });
  });

  it('names the field that is missing or not an amount of gems', () => {
    expect(fieldOf(() => theoremReachEvent(new URLSearchParams('reward=1&tx_id=t')))).toBe('user_id');
    expect(fieldOf(() => theoremReachEvent(new URLSearchParams('user_id=u&reward=1')))).toBe('tx_id');
    expect(fieldOf(() => theoremReachEvent(new URLSearchParams('user_id=u&reward=lots&tx_id=t')))).toBe('reward');
    expect(fieldOf(() => theoremReachEvent(new URLSearchParams('user_id=u&reward=-5&tx_id=t')))).toBe('reward');
    expect(fieldOf(() => theoremReachEvent(new URLSearchParams('user_id=u&reward=1e12&tx_id=t')))).toBe('reward');
  });
});

describe('ayetStudiosEvent', () => {
  it("reads a conversion, and a chargeback's negative amount as its size", () => {
    expect(ayetStudiosEvent(new URLSearchParams('transaction_id=a1&currency_amount=360&external_identifier=u1&is_chargeback=0'))).toEqual({
      wall: 'ayetstudios',
      transactionId: 'a1',
      userId: 'u1',
      amount: 360,
      reversal: false,
    });
    expect(ayetStudiosEvent(new URLSearchParams('transaction_id=r-a1&currency_amount=-360&external_identifier=u1&is_chargeback=1'))).toMatchObject({
      transactionId: 'r-a1',
      amount: 360,
      reversal: true,
    });
  });

  it('refuses a negative amount that is not a chargeback', () => {
    expect(fieldOf(() => ayetStudiosEvent(new URLSearchParams('transaction_id=a1&currency_amount=-360&external_identifier=u1&is_chargeback=0')))).toBe('currency_amount');
    expect(fieldOf(() => ayetStudiosEvent(new URLSearchParams(`transaction_id=${'x'.repeat(201)}&currency_amount=1&external_identifier=u1`)))).toBe('transaction_id');
  });
});
