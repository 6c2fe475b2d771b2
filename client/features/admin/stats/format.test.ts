import { describe, expect, it } from 'vitest';
import { formatGenerationTime, formatStatsDay } from './format.ts';

describe('formatGenerationTime', () => {
  it('says so when nothing was measured, never that there were no readings', () => {
    expect(formatGenerationTime(null)).toBe('Not measured');
  });

  it('shows milliseconds under a second', () => {
    expect(formatGenerationTime(0.2345)).toBe('235 ms');
  });

  it('shows tenths of a second under a minute', () => {
    expect(formatGenerationTime(12.34)).toBe(`${(12.3).toLocaleString()} s`);
    expect(formatGenerationTime(4)).toBe('4 s');
  });

  it('shows minutes and seconds from a minute on', () => {
    expect(formatGenerationTime(125.4)).toBe('2 min 5 s');
  });
});

describe('formatStatsDay', () => {
  it('shows the UTC day it names, whatever the browser zone', () => {
    const expected = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 3));
    expect(formatStatsDay('2026-11-03')).toBe(expected);
    expect(expected).toMatch(/3/);
  });

  it('leaves a day it cannot read as it is', () => {
    expect(formatStatsDay('soon')).toBe('soon');
  });
});
