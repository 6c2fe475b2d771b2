import { pt, star } from './path-kit.ts';
import { seededRandom } from './seeded-random.ts';

interface StarFieldProps {
  /** The same seed always gives the same sky. */
  seed: string;
  count: number;
  /** Diameter of the brightest stars, in card units. */
  size: number;
  color: string;
  /** Mirror every star through the card's center, so the sky is the same upside down. */
  symmetric?: boolean;
  /** Rectangles [x, y, width, height] kept clear of stars, such as text. */
  clear?: readonly (readonly [number, number, number, number])[];
}

/** Faint, medium and bright stars: relative diameter and opacity of each layer. */
const LAYERS = [
  { size: 0.45, opacity: 0.4 },
  { size: 0.7, opacity: 0.65 },
  { size: 1, opacity: 0.95 },
] as const;

/**
 * A deterministic sky over the whole card. Each brightness layer is one path of
 * zero-length round-capped strokes (the cheapest dot SVG can draw), and a few bright
 * stars become four-pointed sparkles.
 */
export function StarField({ seed, count, size, color, symmetric = false, clear = [] }: StarFieldProps) {
  const random = seededRandom(seed);
  const layers = ['', '', ''];
  let sparkles = '';
  const placed = symmetric ? Math.ceil(count / 2) : count;
  for (let i = 0; i < placed; i++) {
    const x = 14 + random() * 272;
    const y = 14 + random() * (symmetric ? 236 : 472);
    const level = Math.min(2, Math.floor(random() * 3.3));
    const sparkle = level === 2 && random() < 0.3;
    if (clear.some(([cx, cy, w, h]) => x > cx && x < cx + w && y > cy && y < cy + h)) continue;
    const points: [number, number][] = symmetric ? [[x, y], [300 - x, 500 - y]] : [[x, y]];
    if (sparkle) sparkles += points.map(([px, py]) => star(px, py, 4, size * 2.6, size * 0.5)).join('');
    else layers[level] += points.map(([px, py]) => `M${pt(px, py)}h0`).join('');
  }
  return (
    <g stroke={color} strokeLinecap="round">
      {layers.map((d, level) => {
        const layer = LAYERS[level];
        return d && layer && <path key={layer.size} d={d} strokeWidth={size * layer.size} opacity={layer.opacity} />;
      })}
      {sparkles && <path d={sparkles} fill={color} stroke="none" />}
    </g>
  );
}
