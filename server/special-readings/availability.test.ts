import { describe, expect, it } from 'vitest';
import { isAvailableAt } from './availability.ts';

const now = new Date('2026-06-21T12:00:00Z');
const before = new Date('2026-06-01T00:00:00Z');
const after = new Date('2026-07-01T00:00:00Z');

describe('a bonus reading’s availability', () => {
  it.each([
    ['enabled with no window', { enabled: true, availableFrom: null, availableUntil: null }, true],
    ['disabled', { enabled: false, availableFrom: null, availableUntil: null }, false],
    ['inside its window', { enabled: true, availableFrom: before, availableUntil: after }, true],
    ['not yet open', { enabled: true, availableFrom: after, availableUntil: null }, false],
    ['already closed', { enabled: true, availableFrom: null, availableUntil: before }, false],
    ['open from this very moment', { enabled: true, availableFrom: now, availableUntil: null }, true],
    ['closing at this very moment', { enabled: true, availableFrom: null, availableUntil: now }, false],
  ])('%s: %s', (_label, template, available) => {
    expect(isAvailableAt(template, now)).toBe(available);
  });
});
