import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('writes bytes under a kilobyte as they are', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
  });

  it('keeps one decimal under ten of a unit and rounds above', () => {
    expect(formatBytes(1000)).toBe('1.0 kB');
    expect(formatBytes(1234)).toBe('1.2 kB');
    expect(formatBytes(34_400)).toBe('34 kB');
    expect(formatBytes(5_600_000)).toBe('5.6 MB');
    expect(formatBytes(2_000_000_000)).toBe('2.0 GB');
  });
});
