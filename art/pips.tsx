import type { Suit } from '#common/cards/types.ts';
import type { Paint } from './art-types.ts';
import { GlyphPaths, part, type Glyph } from './glyph.tsx';
import type { CourtRank } from './numerals.ts';
import { circle, leaf, place, polar } from './path-kit.ts';
import { SUIT_GLYPHS } from './suit-glyphs.ts';

type Slot = readonly [number, number];

const CORNERS: readonly Slot[] = [[-1, -1], [1, -1], [-1, 1], [1, 1]];
const SIX: readonly Slot[] = [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]];
const EIGHT_SIDES: readonly Slot[] = [-1, -1 / 3, 1 / 3, 1].flatMap((y): Slot[] => [[-1, y], [1, y]]);

/**
 * Where the pips of a card numbered 1–10 sit, as on traditional pip cards: columns at
 * x = -1, 0, 1 and rows from y = -1 (top) to 1 (bottom).
 */
export const PIP_LAYOUTS: Readonly<Record<number, readonly Slot[]>> = {
  1: [[0, 0]],
  2: [[0, -1], [0, 1]],
  3: [[0, -1], [0, 0], [0, 1]],
  4: CORNERS,
  5: [...CORNERS, [0, 0]],
  6: SIX,
  7: [...SIX, [0, -0.5]],
  8: [...SIX, [0, -0.5], [0, 0.5]],
  9: [...EIGHT_SIDES, [0, 0]],
  10: [...EIGHT_SIDES, [0, -2 / 3], [0, 2 / 3]],
};

/** Pips shrink as there are more of them, so that ten still fit without touching. */
function pipScale(count: number): number {
  if (count <= 3) return 0.9;
  if (count <= 5) return 0.82;
  if (count <= 8) return 0.7;
  return 0.6;
}

interface PipFieldProps {
  suit: Suit;
  count: number;
  paint: Paint;
  /** The field's center and half its width and height, in card units. */
  cx: number;
  cy: number;
  halfWidth: number;
  halfHeight: number;
  /** Multiplies the pips' size (thumbnails draw them bigger). */
  grow?: number;
}

/** The pips of a numbered minor card (2–10), each a suit glyph. */
export function PipField({ suit, count, paint, cx, cy, halfWidth, halfHeight, grow = 1 }: PipFieldProps) {
  const slots = PIP_LAYOUTS[count] ?? [];
  const scale = pipScale(count) * grow;
  const spreadX = halfWidth * 0.55;
  const spreadY = halfHeight - 50 * scale;
  return (
    <g>
      {slots.map(([x, y]) => (
        <g key={`${x},${y}`} data-pip={suit} transform={place(cx + x * spreadX, cy + y * spreadY, scale)}>
          <GlyphPaths glyph={SUIT_GLYPHS[suit]} paint={paint} scale={scale} />
        </g>
      ))}
    </g>
  );
}

interface EmblemProps {
  suit: Suit;
  paint: Paint;
  cx: number;
  cy: number;
  scale: number;
}

/** A single large suit glyph: the Ace, and the body of a court card's emblem. */
export function SuitEmblem({ suit, paint, cx, cy, scale }: EmblemProps) {
  return (
    <g data-pip={suit} transform={place(cx, cy, scale)}>
      <GlyphPaths glyph={SUIT_GLYPHS[suit]} paint={paint} scale={scale} />
    </g>
  );
}

/** Headgear telling the court ranks apart, in a -50…50 box: cap, helm, five-point crown, royal crown. */
export const RANK_GLYPHS: Record<CourtRank, Glyph> = {
  page: [
    part('body', 'M-34 8C-34 -14 34 -14 34 8V24H-34Z', leaf([20, -6], 46, 8, -115)),
    part('mark', 'M-34 12H34M0 14L5 19L0 24L-5 19Z'),
  ],
  knight: [
    part('body', leaf([14, -26], 42, 9, -35), 'M-26 34V-2C-26 -36 26 -36 26 -2V34Z'),
    part('mark', 'M-20 0H20M-20 9H20M0 -30V-4M-12 20V28M-4 20V28M4 20V28M12 20V28'),
  ],
  queen: [
    part(
      'body',
      'M-36 30L-40 -6L-29 8L-20 -16L-10 8L0 -22L10 8L20 -16L29 8L40 -6L36 30Z',
      circle(-40, -10, 4.5),
      circle(-20, -20, 4.5),
      circle(0, -26, 4.5),
      circle(20, -20, 4.5),
      circle(40, -10, 4.5),
    ),
    part('mark', 'M-37 20H37'),
  ],
  king: [
    part(
      'body',
      'M-42 30L-46 -18L-22 2L0 -30L22 2L46 -18L42 30Z',
      'M-3 -50H3V-30H-3ZM-10 -45H10V-39H-10Z',
    ),
    part('mark', 'M-41 18H41', circle(-22, 10, 3), circle(0, 8, 3.5), circle(22, 10, 3)),
  ],
};

/** The ring of state round a court card's suit glyph. */
const COURT_HALO: Glyph = [
  part('line', circle(0, 0, 66)),
  part('solid', ...Array.from({ length: 8 }, (_, i) => circle(...polar(0, 0, 74, i * 45 + 22.5), 2.6))),
];

/** A court card's emblem: the suit glyph in a ring, crowned with the headgear of its rank. */
export function CourtEmblem({ suit, rank, paint, cx, cy, scale }: EmblemProps & { rank: CourtRank }) {
  const crownScale = scale * 0.85;
  const haloScale = scale * 1.15;
  return (
    <g data-court={rank}>
      <g transform={place(cx, cy + 22 * scale, haloScale)}>
        <GlyphPaths glyph={COURT_HALO} paint={{ ...paint, width: paint.width * 0.5 }} scale={haloScale} />
      </g>
      <g transform={place(cx, cy - 95 * scale, crownScale)}>
        <GlyphPaths glyph={RANK_GLYPHS[rank]} paint={paint} scale={crownScale} />
      </g>
      <SuitEmblem suit={suit} paint={paint} cx={cx} cy={cy + 22 * scale} scale={scale * 1.15} />
    </g>
  );
}
