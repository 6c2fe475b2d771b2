import { describe, expect, it } from 'vitest';
import { absoluteLink, describeExpiry, describeHits, LIFETIME_CHOICES } from './lifetimes.ts';

const NOW = Date.UTC(2026, 0, 10, 12, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('describeExpiry', () => {
  it.each([
    ['a link without an end', null, 'Never expires'],
    ['a link past its end', NOW - 1, 'Expired'],
    ['a link ending now', NOW, 'Expired'],
    ['a link ending within the hour', NOW + 10 * 60_000, 'Expires in 1 hour'],
    ['a link ending within the day', NOW + 5 * HOUR, 'Expires in 5 hours'],
    ['a link ending tomorrow', NOW + DAY, 'Expires tomorrow'],
    ['a link ending within the week', NOW + 7 * DAY, 'Expires in 7 days'],
  ])('says when %s stops working', (_, expires, words) => {
    expect(describeExpiry(expires, NOW)).toBe(words);
  });

  it('names the date of a link that ends more than a week away', () => {
    const expires = NOW + 30 * DAY;
    expect(describeExpiry(expires, NOW)).toBe(`Expires ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(expires)}`);
  });
});

describe('describeHits', () => {
  it.each([
    [0, 'No views yet'],
    [1, '1 view'],
    [12, '12 views'],
  ])('counts %i views in words', (hits, words) => {
    expect(describeHits(hits)).toBe(words);
  });
});

describe('LIFETIME_CHOICES', () => {
  it('offers one day, seven days, thirty days and never, in that order', () => {
    expect(LIFETIME_CHOICES).toEqual([
      { value: '1', label: '1 day' },
      { value: '7', label: '7 days' },
      { value: '30', label: '30 days' },
      { value: 'never', label: 'Never' },
    ]);
  });
});

describe('absoluteLink', () => {
  it('puts a path under the address the user is on', () => {
    expect(absoluteLink('/shared_reading/r-1/key')).toBe(`${globalThis.location.origin}/shared_reading/r-1/key`);
  });

  it('keeps an absolute link the server made as it is', () => {
    expect(absoluteLink('https://tarot.example.com/shared_reading/r-1/key')).toBe('https://tarot.example.com/shared_reading/r-1/key');
  });
});
