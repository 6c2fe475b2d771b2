import { describe, expect, it } from 'vitest';
import { mix, readableOn } from './color.ts';
import { fitFontSize } from './fit-text.ts';
import { circle, pathVertices, place, rays, round } from './path-kit.ts';

describe('pathVertices', () => {
  it('finds the end point of every segment, following H and V', () => {
    expect(pathVertices('M0 0L10 0H20V5C1 1 2 2 30 5Q0 0 40 6A5 5 0 1 0 50 6Z')).toEqual([
      [0, 0], [10, 0], [20, 0], [20, 5], [30, 5], [40, 6], [50, 6],
    ]);
  });

  it('reads a circle as its two arc ends', () => {
    expect(pathVertices(circle(0, 0, 10))).toEqual([[-10, 0], [10, 0], [-10, 0]]);
  });
});

describe('rays', () => {
  it('spreads rays evenly all round from any starting angle', () => {
    expect(pathVertices(rays(0, 0, 4, 0, 10, 90)).filter((_, i) => i % 2 === 1)).toEqual([[0, 10], [-10, 0], [0, -10], [10, 0]]);
  });

  it('spans an arc end to end when given one', () => {
    expect(pathVertices(rays(0, 0, 3, 0, 10, 0, 180)).filter((_, i) => i % 2 === 1)).toEqual([[10, 0], [0, 10], [-10, 0]]);
  });
});

describe('rounding', () => {
  it('keeps two decimals and never writes -0', () => {
    expect(round(1.23456)).toBe(1.23);
    expect(Object.is(round(-0.001), 0)).toBe(true);
    expect(place(1 / 3, 2, 2 / 3)).toBe('translate(0.33 2) scale(0.667)');
  });
});

describe('fitFontSize', () => {
  it('keeps short text at full size and shrinks long text to fit', () => {
    expect(fitFontSize('Sun', 20, 200)).toBe(20);
    const size = fitFontSize('Knight of Pentacles', 20, 150);
    expect(size).toBeLessThan(20);
    expect(size).toBeGreaterThan(10);
  });
});

describe('color', () => {
  it('mixes hex colors', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });

  it('picks the more readable of two text colors', () => {
    expect(readableOn('#f8efd8', '#2b1d0e', '#fff8e6')).toBe('#2b1d0e');
    expect(readableOn('#2a1b5c', '#2b1d0e', '#fff8e6')).toBe('#fff8e6');
  });
});
