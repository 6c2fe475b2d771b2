/**
 * Where each card of a spread lies in the spread figure. Units are card widths; a card is 5/3 tall.
 * A crossing card shares the first card's place and is drawn turned 90°, so the columns beside that
 * first card leave room for its overhang.
 */

/** One card's place: its top-left corner, and whether it is turned across the card beneath. */
export interface Slot {
  x: number;
  y: number;
  rotated: boolean;
}

/** A whole spread figure: its size and the slots in answer order (the crossing card last). */
export interface SpreadLayout {
  width: number;
  height: number;
  slots: Slot[];
  /** Whether each card has room for its position name under it (small spreads only). */
  labels: boolean;
}

const CARD_H = 5 / 3;
const GAP = 0.15;
const LABEL_H = 0.45;
/** How far a card turned 90° reaches past the sides of the card it crosses: (5/3 − 1) / 2. */
const OVERHANG = (CARD_H - 1) / 2;

const at = (x: number, y: number, rotated = false): Slot => ({ x, y, rotated });

/** Wraps the slots in their bounding box. */
function frame(slots: Slot[], labels: boolean): SpreadLayout {
  const rowHeight = CARD_H + (labels ? LABEL_H : 0);
  return {
    width: Math.max(...slots.map((slot) => slot.x + 1)),
    height: Math.max(...slots.map((slot) => slot.y + rowHeight)),
    slots,
    labels,
  };
}

/** One or two rows, the first card crossed when asked: the free spread, one card, past-present-future. */
function rows(cards: number, crossing: boolean, labels: boolean): SpreadLayout {
  const perRow = cards <= 5 ? cards : Math.ceil(cards / 2);
  const rowPitch = CARD_H + (labels ? LABEL_H : 0) + GAP * 2;
  // Every column after the first moves right to clear the crossing card's overhang.
  const shift = crossing ? OVERHANG * 2 + GAP : 0;
  const slots = Array.from({ length: cards }, (_, index) => {
    const column = index % perRow;
    const x = column * (1 + GAP) + (crossing ? OVERHANG : 0) + (column > 0 ? shift : 0);
    return at(x, Math.floor(index / perRow) * rowPitch);
  });
  if (crossing) slots.push(at(slots[0]!.x, slots[0]!.y, true));
  return frame(slots, labels);
}

/** You, the bond and the other in a row; the challenge and the way forward beneath, between them. */
function relationship(labels: boolean): SpreadLayout {
  const pitch = 1 + GAP;
  const lower = CARD_H + (labels ? LABEL_H : 0) + GAP * 2;
  return frame([at(0, 0), at(pitch * 2, 0), at(pitch, 0), at(pitch / 2, lower), at(pitch * 1.5, lower)], labels);
}

/**
 * The classic Celtic Cross: the present at the heart with the challenge across it, the foundation
 * below, the recent past to the left, the crown above, the near future to the right; then the staff
 * on the right from yourself (bottom) up to the outcome (top).
 */
function celticCross(): SpreadLayout {
  const side = 1 + OVERHANG + GAP * 2;
  const staffGap = 0.1;
  const staffHeight = CARD_H * 4 + staffGap * 3;
  const crossHeight = CARD_H * 3 + GAP * 2;
  const top = (staffHeight - crossHeight) / 2;
  const center = at(side, top + CARD_H + GAP);
  const staffX = side * 2 + 1 + GAP * 3;
  const staff = (fromBottom: number) => at(staffX, staffHeight - CARD_H - fromBottom * (CARD_H + staffGap));
  return frame(
    [
      center,
      at(side, top + (CARD_H + GAP) * 2),
      at(0, center.y),
      at(side, top),
      at(side * 2, center.y),
      staff(0),
      staff(1),
      staff(2),
      staff(3),
      at(center.x, center.y, true),
    ],
    false,
  );
}

/**
 * The figure for a spread type with `cards` cards (plus the crossing card when `crossing`).
 * `withLabels: false` leaves no room for position names (for small outlines of the shape);
 * the Celtic Cross is too dense for names under its cards either way.
 */
export function spreadLayout(spreadTypeName: string, cards: number, crossing: boolean, withLabels = true): SpreadLayout {
  if (spreadTypeName === 'CELTIC_CROSS' && cards === 9 && crossing) return celticCross();
  if (spreadTypeName === 'RELATIONSHIP' && cards === 5 && !crossing) return relationship(withLabels);
  return rows(cards, crossing, withLabels);
}
