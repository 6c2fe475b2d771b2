import { describe, expect, it } from 'vitest';
import { count, formatAge, formatAgo, shortId } from './format.ts';

describe('formatAge', () => {
  it('keeps the two largest units', () => {
    expect(formatAge(0)).toBe('0 s');
    expect(formatAge(59.9)).toBe('59 s');
    expect(formatAge(60)).toBe('1 min');
    expect(formatAge(3599)).toBe('59 min');
    expect(formatAge(3600)).toBe('1 h');
    expect(formatAge(3 * 3600 + 5 * 60 + 9)).toBe('3 h 5 min');
    expect(formatAge(2 * 86_400 + 4 * 3600 + 59 * 60)).toBe('2 d 4 h');
    expect(formatAge(86_400)).toBe('1 d');
  });

  it('never goes below zero', () => {
    expect(formatAge(-5)).toBe('0 s');
  });
});

describe('formatAgo', () => {
  it('says "just now" under a minute and the age after', () => {
    expect(formatAgo(1_000_000, 1_030_000)).toBe('just now');
    expect(formatAgo(1_000_000, 1_000_000 + 12 * 60_000)).toBe('12 min ago');
  });
});

describe('shortId and count', () => {
  it('cuts a UUID to its first group', () => {
    expect(shortId('3f2c9a10-1b2c-4d5e-8f90-123456789abc')).toBe('3f2c9a10');
  });

  it('counts in the singular and the plural', () => {
    expect(count(1, 'job')).toBe('1 job');
    expect(count(2, 'job')).toBe('2 jobs');
    expect(count(1, 'entry', 'entries')).toBe('1 entry');
  });
});
