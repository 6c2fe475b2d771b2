import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-local.ts';

describe('datetime-local boxes', () => {
  it('reads a box as that wall-clock time in the browser zone', () => {
    expect(fromLocalInput('2026-11-03T09:30')).toBe(new Date(2026, 10, 3, 9, 30).getTime());
  });

  it('writes a moment as the wall-clock time the browser zone shows', () => {
    expect(toLocalInput(new Date(2026, 0, 5, 7, 4).getTime())).toBe('2026-01-05T07:04');
  });

  it('goes round to the same minute', () => {
    const moment = new Date(2027, 5, 30, 23, 59).getTime();
    expect(fromLocalInput(toLocalInput(moment))).toBe(moment);
  });

  it('treats an empty box as no bound and anything else unreadable as NaN', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNaN();
  });
});
