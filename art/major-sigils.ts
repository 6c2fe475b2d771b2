import { part, type Glyph } from './glyph.tsx';
import {
  circle, crescent, ellipse, leaf, pentagram, polar, polygon, polyline, pt, rays, rect, round, star, wave, type Point,
} from './path-kit.ts';

/** A lemniscate (∞) centered at (cx, cy), `w` wide and `h` tall. */
function infinity(cx: number, cy: number, w: number, h: number): string {
  const x = w / 2;
  const y = h / 2;
  return `M${pt(cx, cy)}C${pt(cx + x * 0.3, cy - y * 1.1)} ${pt(cx + x, cy - y * 1.1)} ${pt(cx + x, cy)}`
    + `C${pt(cx + x, cy + y * 1.1)} ${pt(cx + x * 0.3, cy + y * 1.1)} ${pt(cx, cy)}`
    + `C${pt(cx - x * 0.3, cy - y * 1.1)} ${pt(cx - x, cy - y * 1.1)} ${pt(cx - x, cy)}`
    + `C${pt(cx - x, cy + y * 1.1)} ${pt(cx - x * 0.3, cy + y * 1.1)} ${pt(cx, cy)}Z`;
}

/** A small chalice outline with its bowl's rim centered at (cx, cy). */
function chalice(cx: number, cy: number, s: number): string {
  return `M${pt(cx - 20 * s, cy)}H${round(cx + 20 * s)}`
    + `M${pt(cx - 20 * s, cy)}C${pt(cx - 20 * s, cy + 20 * s)} ${pt(cx + 20 * s, cy + 20 * s)} ${pt(cx + 20 * s, cy)}`
    + `M${pt(cx, cy + 15 * s)}V${round(cy + 32 * s)}M${pt(cx - 11 * s, cy + 32 * s)}H${round(cx + 11 * s)}`;
}

/** A crenellated tower from `top` to `bottom`, `w` wide, centered on x = cx. */
function tower(cx: number, top: number, bottom: number, w: number): string {
  const h = w / 2;
  const m = w / 6;
  return polyline([
    [cx - h, bottom], [cx - h, top], [cx - h, top - 10], [cx - h + m, top - 10], [cx - h + m, top - 4],
    [cx - m / 2, top - 4], [cx - m / 2, top - 10], [cx + m / 2, top - 10], [cx + m / 2, top - 4],
    [cx + h - m, top - 4], [cx + h - m, top - 10], [cx + h, top - 10], [cx + h, top], [cx + h, bottom],
  ]) + rect(cx - 4, top + 16, 8, 14);
}

/** Leaves all round an ellipse, alternately leaning out and in: the World's laurel wreath. */
function wreath(rx: number, ry: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = (i / count) * Math.PI * 2;
    const base: Point = [rx * Math.cos(t), ry * Math.sin(t)];
    const tangent = (Math.atan2(ry * Math.cos(t), -rx * Math.sin(t)) * 180) / Math.PI;
    d += leaf(base, 17, 5, tangent + (i % 2 === 0 ? -32 : 32));
  }
  return d;
}

/** A scalloped ring of `count` bumps: the Strength card's lion's mane. */
function mane(cx: number, cy: number, r: number, count: number): string {
  const points = Array.from({ length: count }, (_, i) => polar(cx, cy, r, (i * 360) / count));
  const bump = (Math.PI * r) / count;
  return `M${pt(...(points[0] ?? [cx, cy]))}${points.map((_, i) => `A${bump.toFixed(2)} ${bump.toFixed(2)} 0 0 1 ${pt(...(points[(i + 1) % count] ?? [cx, cy]))}`).join('')}Z`;
}

/**
 * One sigil per major arcanum (index = card number), drawn in a box from -100 to 100:
 * simple geometric emblems of each card's traditional imagery.
 */
export const MAJOR_SIGILS: readonly Glyph[] = [
  // 0 The Fool: a traveler's bundle on a staff at a cliff's edge, a small sun above.
  [
    part('line', 'M-95 40H8L22 62L14 80L28 98', 'M-62 38L-22 -44', rays(50, -55, 8, 27, 38), 'M40 98L62 70L74 84L96 58'),
    part('body', circle(-16, -55, 13), circle(50, -55, 19)),
  ],
  // I The Magician: the lemniscate over a table with a raised wand.
  [
    part('accent', infinity(0, -62, 120, 42)),
    part('body', rect(-85, 24, 170, 14)),
    part('line', 'M-68 38V96M68 38V96', 'M-8 14L20 -28', circle(48, 6, 10), chalice(-46, -4, 0.55)),
  ],
  // II The High Priestess: the black and white pillars, a veil, the triple moon.
  [
    part('solid', rect(-86, -62, 24, 150), rect(-92, -74, 36, 10), rect(-92, 88, 36, 8)),
    part('line', rect(62, -62, 24, 150), rect(56, -74, 36, 10), rect(56, 88, 36, 8), 'M-62 -44Q0 -20 62 -44'),
    part('body', circle(0, 8, 20), crescent(-32, 8, 17, 14, 180), crescent(32, 8, 17, 14, 0)),
    part('line', crescent(0, 66, 22, 15, -90)),
  ],
  // III The Empress: the sign of Venus under a crown of stars, wheat at her feet.
  [
    part('body', circle(0, -24, 34)),
    part('line', circle(0, -24, 22), 'M0 10V92M-30 56H30', 'M-70 96Q-66 70 -54 50M70 96Q66 70 54 50'),
    part('solid', ...Array.from({ length: 7 }, (_, i) => star(...polar(0, -24, 56, -160 + i * (140 / 6)), 5, 6, 2.6))),
  ],
  // IV The Emperor: ram's horns over the cubic stone of his throne.
  [
    part('body', rect(-46, -8, 92, 92)),
    part('mark', rect(-32, 6, 64, 64), 'M-32 6L32 70M32 6L-32 70'),
    part(
      'line',
      'M-8 -12C-12 -46 -42 -72 -68 -56C-88 -44 -78 -14 -56 -18C-42 -20 -42 -40 -56 -40',
      'M8 -12C12 -46 42 -72 68 -56C88 -44 78 -14 56 -18C42 -20 42 -40 56 -40',
    ),
  ],
  // V The Hierophant: the triple cross over two crossed keys.
  [
    part('line', 'M0 -92V92M-18 -66H18M-30 -42H30M-42 -18H42'),
    part('accent', circle(-56, 28, 11), 'M-48 36L46 92M36 86L31 95M46 92L41 100', circle(56, 28, 11), 'M48 36L-46 92M-36 86L-31 95M-46 92L-41 100'),
  ],
  // VI The Lovers: two circles joined in a vesica beneath a radiant sun.
  [
    part('line', circle(-28, 30, 48), circle(28, 30, 48)),
    part('body', 'M0 -9A48 48 0 0 1 0 69A48 48 0 0 1 0 -9Z', circle(0, -66, 13)),
    part('line', rays(0, -66, 10, 20, 31)),
  ],
  // VII The Chariot: a car under a starry canopy, on two wheels.
  [
    part('line', 'M-50 -6V-52M50 -6V-52M-64 -52Q0 -84 64 -52'),
    part('solid', star(0, -58, 6, 9, 4)),
    part('body', rect(-56, -6, 112, 52)),
    part('mark', circle(0, 18, 8), 'M-9 16Q-24 6 -40 12M9 16Q24 6 40 12'),
    part('line', circle(-38, 70, 22), circle(38, 70, 22), 'M-38 48V92M-60 70H-16M38 48V92M16 70H60'),
  ],
  // VIII Strength: the lion's maned head under the lemniscate.
  [
    part('accent', infinity(0, -72, 80, 28)),
    part('body', mane(0, 18, 56, 14)),
    part('mark', circle(0, 18, 32)),
    part('line', 'M-12 10L-10 12M12 10L10 12M-7 28L0 34L7 28'),
  ],
  // IX The Hermit: a lantern holding a six-pointed star, a staff, a mountain peak.
  [
    part('line', 'M-94 96L-46 56L-18 74L22 40L94 96', 'M-34 64V-84Q-34 -92 -26 -92H26V-58', polygon([[26, -58], [48, -44], [48, -8], [26, 6], [4, -8], [4, -44]])),
    part('body', star(26, -26, 6, 17, 8.5)),
    part('line', rays(26, -26, 8, 44, 56, 22.5)),
  ],
  // X The Wheel of Fortune: an eight-spoked wheel.
  [
    part('line', circle(0, 0, 84), circle(0, 0, 64), rays(0, 0, 8, 20, 84, 22.5)),
    part('body', circle(0, 0, 20)),
    part('solid', ...[0, 90, 180, 270].map((a) => circle(...polar(0, 0, 74, a), 5))),
  ],
  // XI Justice: an upright sword and the balanced scales.
  [
    part('line', 'M0 -92V44M-22 44H22M0 44V66M-72 -48H72M-72 -48L-92 4M-72 -48L-52 4M72 -48L52 4M72 -48L92 4'),
    part('body', 'M-96 4A24 24 0 0 0 -48 4Z', 'M48 4A24 24 0 0 0 96 4Z', circle(0, 72, 7), circle(0, -48, 7)),
  ],
  // XII The Hanged Man: hung from a living beam, legs crossed, arms folded, head haloed.
  [
    part('line', 'M-72 -84H72M-60 -84V96M60 -84V96M0 -84V-56M0 -56V4M-24 -34H24'),
    part('body', leaf([-72, -84], 18, 5, 200), leaf([-60, -84], 18, 5, 250), leaf([72, -84], 18, 5, -20), leaf([60, -84], 18, 5, -70)),
    part('body', 'M-30 4H30L0 46Z'),
    part('line', circle(0, 68, 24)),
    part('body', circle(0, 68, 12)),
  ],
  // XIII Death: the sun rising over the horizon, a white rose above.
  [
    part('body', 'M-46 44A46 46 0 0 1 46 44Z'),
    part('line', 'M-96 44H96', rays(0, 44, 9, 58, 84, 190, 350), wave(-80, 80, 72, 4, 4)),
    part('line', ...[0, 1, 2, 3, 4].map((i) => circle(...polar(0, -72, 13, -90 + i * 72), 9))),
    part('solid', circle(0, -72, 5)),
  ],
  // XIV Temperance: water flowing between two cups; the triangle within the square.
  [
    part('line', rect(-16, -96, 32, 32)),
    part('body', 'M0 -90L12 -70H-12Z'),
    part('line', chalice(-48, -22, 1), chalice(48, 36, 1)),
    part('accent', 'M-38 -24C-10 -66 40 -40 44 30'),
    part('line', 'M-94 92H-8', wave(8, 94, 92, 2, 3)),
  ],
  // XV The Devil: the inverted pentagram, and the chains below.
  [
    part('line', circle(0, -16, 64)),
    part('accent', pentagram(0, -16, 58, 90)),
    part('line', ...[-46, 46].flatMap((x) => [ellipse(x, 62, 6, 9), ellipse(x, 80, 6, 9), ellipse(x, 98, 6, 9)])),
  ],
  // XVI The Tower: lightning striking a tower, its crown falling.
  [
    part('line', tower(-14, -30, 96, 60), rect(-18, 46, 8, 14)),
    part('body', polygon([[40.5, -99.5], [63, -99.5], [46.5, -77], [57, -77], [12, -44], [33, -69.5], [22.5, -69.5]])),
    part('body', 'M-92 -62L-86 -88L-76 -74L-68 -94L-60 -72L-48 -82L-52 -54Z'),
    part('solid', circle(40, 0, 4), circle(58, 30, 4), circle(-64, 2, 4), circle(-76, 40, 4), circle(56, 66, 4), circle(34, 48, 4)),
  ],
  // XVII The Star: a great eight-pointed star and seven small ones over the water.
  [
    part('body', star(0, -24, 8, 52, 20)),
    part('solid', ...Array.from({ length: 7 }, (_, i) => star(...polar(0, -24, 80, -180 + i * 30), 8, 9, 3))),
    part('line', wave(-92, 92, 66, 5, 4), wave(-72, 72, 88, 4, 3)),
  ],
  // XVIII The Moon: a crescent between two towers, a path winding to the pool.
  [
    part('line', tower(-70, -6, 96, 34), tower(70, -6, 96, 34)),
    part('body', crescent(0, -58, 30, 20, 0)),
    part('line', rays(0, -58, 12, 38, 48, 15)),
    part('line', 'M0 96C-28 78 26 54 0 30', wave(-40, 40, 96, 2, 2.5)),
    part('solid', circle(-20, -4, 3), circle(16, 6, 3), circle(-6, 14, 3)),
  ],
  // XIX The Sun: a rayed sun.
  [
    part('line', rays(0, -6, 8, 52, 94)),
    part(
      'line',
      ...Array.from({ length: 8 }, (_, i) => {
        const a = 22.5 + i * 45;
        const [x1, y1] = polar(0, -6, 52, a);
        const [x2, y2] = polar(0, -6, 80, a);
        const [c1x, c1y] = polar(0, -6, 62, a - 7);
        const [c2x, c2y] = polar(0, -6, 72, a + 7);
        return `M${pt(x1, y1)}C${pt(c1x, c1y)} ${pt(c2x, c2y)} ${pt(x2, y2)}`;
      }),
    ),
    part('body', circle(0, -6, 42)),
    part('mark', circle(0, -6, 30)),
  ],
  // XX Judgement: the angel's trumpet with its cross banner over the opening graves.
  [
    part('line', 'M84 -92L8 -20', 'M30 -96Q44 -110 58 -96Q72 -110 86 -96'),
    part('body', 'M8 -20L-10 -10L-2 -2Z', polygon([[40, -52], [62, -30], [40, -8], [18, -30]])),
    part('mark', 'M40 -46V-14M26 -30H54'),
    part('line', rays(-10, -8, 5, 16, 30, 100, 190)),
    part('line', 'M-86 92V62H-44V92M-22 92V62H22V92M44 92V62H86V92', 'M-78 52L-65 30L-52 52M-13 50L0 26L13 50M52 52L65 30L78 52'),
    part('solid', circle(-65, 22, 6), circle(0, 18, 6), circle(65, 22, 6)),
  ],
  // XXI The World: a laurel wreath, tied with ribbons, round a star.
  [
    part('line', ellipse(0, 0, 58, 84)),
    part('body', wreath(58, 84, 22)),
    part('accent', 'M-12 -92L12 -76M12 -92L-12 -76M-12 76L12 92M12 76L-12 92'),
    part('solid', star(0, 0, 4, 22, 6)),
  ],
];
