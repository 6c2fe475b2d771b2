import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathVertices, type Point } from './path-kit.ts';
import { StarField } from './star-field.tsx';

function starPoints(container: HTMLElement): Point[] {
  return [...container.querySelectorAll('path')].flatMap((path) => pathVertices(path.getAttribute('d') ?? ''));
}

describe('StarField', () => {
  it('draws the same sky for the same seed and another for another seed', () => {
    const a = render(<svg><StarField seed="the-moon" count={40} size={3} color="#fff" /></svg>);
    const b = render(<svg><StarField seed="the-moon" count={40} size={3} color="#fff" /></svg>);
    const c = render(<svg><StarField seed="the-sun" count={40} size={3} color="#fff" /></svg>);
    expect(a.container.innerHTML).toBe(b.container.innerHTML);
    expect(a.container.innerHTML).not.toBe(c.container.innerHTML);
  });

  it('mirrors a symmetric sky through the center, so a back looks the same upside down', () => {
    const { container } = render(<svg><StarField seed="back" count={60} size={3} color="#fff" symmetric /></svg>);
    const points = starPoints(container);
    expect(points.length).toBeGreaterThan(0);
    for (const [x, y] of points) {
      expect(points.some(([mx, my]) => Math.abs(mx - (300 - x)) < 0.02 && Math.abs(my - (500 - y)) < 0.02)).toBe(true);
    }
  });

  it('keeps the given rectangles clear', () => {
    const { container } = render(<svg><StarField seed="clear" count={200} size={3} color="#fff" clear={[[0, 0, 300, 250]]} /></svg>);
    const ys = starPoints(container).map(([, y]) => y);
    expect(ys.length).toBeGreaterThan(0);
    // A sparkle's points reach a few units beyond its center.
    expect(Math.min(...ys)).toBeGreaterThan(240);
  });
});
