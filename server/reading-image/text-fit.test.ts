import { describe, expect, it } from 'vitest';
import { ellipsize, fits, wrapText } from './text-fit.ts';

describe('ellipsize', () => {
  it('leaves text that fits alone', () => {
    expect(ellipsize('The Fool', 20, 200)).toBe('The Fool');
  });

  it('cuts text that does not fit, at a word when one is near, and ends it with an ellipsis that fits', () => {
    const cut = ellipsize('The challenge you face in the coming weeks', 20, 200);
    expect(cut).toMatch(/…$/);
    expect(cut.length).toBeLessThan(30);
    expect(fits(cut, 20, 200)).toBe(true);
    expect(cut).not.toMatch(/ …$/);
  });
});

describe('wrapText', () => {
  it('keeps a short text on one line at the largest size', () => {
    expect(wrapText('A Quiet Light', [52, 44], 1000, 2)).toEqual({ size: 52, lines: ['A Quiet Light'] });
  });

  it('steps down a size when the text needs more lines than allowed at the larger one', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const wrapped = wrapText(text, [60, 30], 700, 2);
    expect(wrapped.size).toBe(30);
    expect(wrapped.lines.join(' ')).toBe(text);
  });

  it('cuts a single word longer than a line', () => {
    const { lines } = wrapText('x'.repeat(200), [20], 300, 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/…$/);
  });
});
