import { describe, expect, it } from 'vitest';
import { spreadLayout, type Slot } from './spread-layout.ts';

const CARD_H = 5 / 3;

/** The box a card covers, its 90° turn included. */
function box(slot: Slot) {
  const [width, height] = slot.rotated ? [CARD_H, 1] : [1, CARD_H];
  const cx = slot.x + 0.5;
  const cy = slot.y + CARD_H / 2;
  return { left: cx - width / 2, right: cx + width / 2, top: cy - height / 2, bottom: cy + height / 2 };
}

const overlaps = (a: Slot, b: Slot) => {
  const [p, q] = [box(a), box(b)];
  return p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
};

describe('spread layouts', () => {
  it.each([
    ['SINGLE', 1, false],
    ['THREE_CARD', 3, false],
    ['RELATIONSHIP', 5, false],
    ['GENERAL', 10, true],
    ['GENERAL', 4, true],
    ['CELTIC_CROSS', 9, true],
  ])('%s with %i cards: one slot per card, inside the frame, none overlapping except the crossing card', (name, cards, crossing) => {
    const layout = spreadLayout(name, cards, crossing);
    expect(layout.slots).toHaveLength(cards + (crossing ? 1 : 0));
    for (const slot of layout.slots) {
      const { left, right, top, bottom } = box(slot);
      expect(left).toBeGreaterThanOrEqual(-1e-9);
      expect(top).toBeGreaterThanOrEqual(-1e-9);
      expect(right).toBeLessThanOrEqual(layout.width + 1e-9);
      expect(bottom).toBeLessThanOrEqual(layout.height + 1e-9);
    }
    const crossingCard = crossing ? layout.slots.at(-1) : undefined;
    layout.slots.forEach((a, i) =>
      layout.slots.forEach((b, j) => {
        if (i < j && !(b === crossingCard && i === 0)) expect(overlaps(a, b), `${i} and ${j}`).toBe(false);
      }),
    );
    if (crossingCard) expect(crossingCard).toMatchObject({ x: layout.slots[0]!.x, y: layout.slots[0]!.y, rotated: true });
  });

  it('lays the three-card spread in one row', () => {
    const { slots } = spreadLayout('THREE_CARD', 3, false);
    expect(new Set(slots.map((slot) => slot.y)).size).toBe(1);
    const xs = slots.map((slot) => slot.x);
    expect(xs).toEqual(xs.toSorted((a, b) => a - b));
  });
});
