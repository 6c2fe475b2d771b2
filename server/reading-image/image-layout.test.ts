import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTH, layoutImage, MIN_IMAGE_HEIGHT, type ImageContent } from './image-layout.ts';

const card = (index: number, reversed = false) => ({ index, name: `Card name ${index}`, reversed, positionName: `Position ${index}` });
const content = (overrides: Partial<ImageContent> = {}): ImageContent => ({
  title: 'The Road Opens',
  eyebrow: 'Past, present, future · 24 November 2026',
  spreadTypeName: 'THREE_CARD',
  count: 3,
  crossing: false,
  cards: [card(0), card(1, true), card(2)],
  ...overrides,
});

describe('layoutImage', () => {
  it('draws a small spread large, each card named underneath, in an image not much taller than a link preview', () => {
    const layout = layoutImage(content());
    expect(layout.width).toBe(IMAGE_WIDTH);
    expect(layout.height).toBeGreaterThanOrEqual(MIN_IMAGE_HEIGHT);
    expect(layout.height).toBeLessThan(800);
    expect(layout.detail).toBe('full');
    expect(layout.cards.map((placed) => placed.label)).toEqual(['Position 0', 'Position 1', 'Position 2']);
    expect(new Set(layout.cards.map((placed) => placed.width)).size).toBe(1);
    expect(layout.cards[0]!.width).toBeGreaterThan(170);
    expect(layout.legend.map((entry) => entry.detail)).toEqual(['Position 0', 'Position 1 · Reversed', 'Position 2']);
  });

  it('grows the image for a Celtic Cross and draws its cards small, without fine print or names under them', () => {
    const cards = Array.from({ length: 10 }, (_, index) => card(index));
    const layout = layoutImage(content({ spreadTypeName: 'CELTIC_CROSS', count: 9, crossing: true, cards }));
    expect(layout.height).toBeGreaterThan(1000);
    expect(layout.detail).toBe('compact');
    expect(layout.cards).toHaveLength(10);
    expect(layout.cards.every((placed) => placed.label === null)).toBe(true);
    expect(layout.cards.at(-1)?.crossing).toBe(true);
    const bottom = Math.max(...layout.cards.map((placed) => placed.y + placed.height), ...layout.legend.map((entry) => entry.y + 64));
    expect(bottom).toBeLessThanOrEqual(layout.height);
  });

  it('keeps every card inside the image and left of the legend', () => {
    const cards = Array.from({ length: 11 }, (_, index) => card(index));
    const layout = layoutImage(content({ spreadTypeName: 'GENERAL', count: 10, crossing: true, cards }));
    for (const placed of layout.cards) {
      expect(placed.x).toBeGreaterThanOrEqual(0);
      expect(placed.x + placed.width).toBeLessThan(layout.legendX);
      expect(placed.y + placed.height).toBeLessThan(layout.height);
    }
  });

  it('wraps a long title onto a second line, smaller, and ends it with an ellipsis past that', () => {
    const long = layoutImage(content({ title: 'The Tower and the Long Way Round: What the Cards Say About the Coming Season of Change' }));
    expect(long.title.lines).toHaveLength(2);
    expect(long.title.size).toBeLessThan(52);
    const endless = layoutImage(content({ title: 'word '.repeat(80) }));
    expect(endless.title.lines).toHaveLength(2);
    expect(endless.title.lines[1]).toMatch(/…$/);
    expect(endless.title.baselines[1]).toBeGreaterThan(endless.title.baselines[0]!);
    expect(endless.eyebrowY).toBeGreaterThan(endless.title.baselines[1]!);
  });
});
