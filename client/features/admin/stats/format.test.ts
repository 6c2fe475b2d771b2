import { describe, expect, it } from 'vitest';
import { formatGenerationTime, formatStatsDay, formatTimingNote } from './format.ts';

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

describe('formatTimingNote', () => {
  it('says how many readings the mean is over', () => {
    expect(formatTimingNote(12, 1)).toBe('From start to written, over 1 reading started in these 30 days.');
    expect(formatTimingNote(12, 1200)).toBe(`From start to written, over ${(1200).toLocaleString()} readings started in these 30 days.`);
  });

  it('says none was written rather than that none was started', () => {
    expect(formatTimingNote(null, 0)).toBe('Timed from start to written on readings started in these 30 days: none written so far.');
  });

  it('goes without the count when the answer has none', () => {
    expect(formatTimingNote(12, undefined)).toBe('From start to written, over the readings started in these 30 days.');
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
