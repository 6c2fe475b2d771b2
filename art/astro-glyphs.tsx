import type { Astrology } from '#common/cards/types.ts';
import { circle, crescent, place, round } from './path-kit.ts';

/**
 * Line drawings of the twelve signs and ten planets, in a box from -10 to 10, so they
 * never depend on a font having the Unicode astrological symbols.
 */
export const ASTRO_PATHS: Record<Astrology, string> = {
  aries: 'M0 9V-3C0 -9 -3 -10 -5 -10C-8 -10 -9 -7 -9 -5C-9 -3 -8 -2 -7 -1.5M0 -3C0 -9 3 -10 5 -10C8 -10 9 -7 9 -5C9 -3 8 -2 7 -1.5',
  taurus: `M-9 -9C-7 -3 -4 -2.5 0 -2.5C4 -2.5 7 -3 9 -9${circle(0, 3.5, 6)}`,
  gemini: 'M-9 -9Q0 -5.5 9 -9M-9 9Q0 5.5 9 9M-4 -7V7M4 -7V7',
  cancer: `${circle(-4.5, -3, 3)}M-4.5 -6C1 -9.5 6 -8.5 9.5 -4${circle(4.5, 3, 3)}M4.5 6C-1 9.5 -6 8.5 -9.5 4`,
  leo: `${circle(-5, 4, 3.5)}M-1.5 4C-1.5 -3 -3 -9 2.5 -9C8 -9 8 -4 6 0C4 4 4 8.5 7 8.5C8.5 8.5 9.5 7.5 9.5 6`,
  virgo: 'M-9.5 -6C-8 -7 -7 -6 -7 -4V8M-7 -4C-7 -8 -2 -8 -2 -4V8M-2 -4C-2 -8 3 -8 3 -4V4C3 7 5 9 8 9M3 2C6 -2 9.5 -1 9 2C8.5 5 5 7 3 9',
  libra: 'M-9 8H9M-9 3.5H-4.5C-6.5 1 -6 -8 0 -8C6 -8 6.5 1 4.5 3.5H9',
  scorpio: 'M-9.5 -6C-8 -7 -7 -6 -7 -4V7M-7 -4C-7 -8 -2 -8 -2 -4V7M-2 -4C-2 -8 3 -8 3 -4V6C3 8 5 9 9 7M6 4L9 7L6 9.5',
  sagittarius: 'M-8 8L8 -8M1 -8H8V-1M-6 -1L1 6',
  capricorn: 'M-9.5 -6C-7.5 -8 -5.5 -6.5 -4.5 -3L-1.5 7L3 -5C4 -8.5 8 -8 8.5 -4V3C8.5 9 2 9 2 5C2 2 6 1.5 9.5 4',
  aquarius: 'M-9.5 -1.5L-6 -5L-2.5 -1.5L1 -5L4.5 -1.5L8 -5L9.5 -3.5M-9.5 6L-6 2.5L-2.5 6L1 2.5L4.5 6L8 2.5L9.5 4',
  pisces: 'M-7 -9.5C-1.5 -4 -1.5 4 -7 9.5M7 -9.5C1.5 -4 1.5 4 7 9.5M-5.5 0H5.5',
  sun: `${circle(0, 0, 8.5)}${circle(0, 0, 1.6)}`,
  moon: crescent(-2, 0, 8.5, 7, 0),
  mercury: `${circle(0, -1, 4.5)}M-5 -10C-4 -6.5 4 -6.5 5 -10M0 3.5V10M-3.5 7H3.5`,
  venus: `${circle(0, -3.5, 5.5)}M0 2V10M-4 6.5H4`,
  mars: `${circle(-2.5, 2.5, 6)}M1.8 -1.8L8.5 -8.5M3 -8.5H8.5V-3`,
  jupiter: 'M-7.5 -5C-7.5 -10 0 -10.5 -1 -4.5C-2 0 -6 3 -8.5 4.5H8M4 -10V10',
  saturn: 'M-4.5 -10V5M-8 -6.5H-1M-4.5 0C-2 -4 4.5 -4 4.5 1C4.5 4 1 5.5 1 8C1 10 3.5 10.5 5.5 8.5',
  uranus: `M-6.5 -10V2M6.5 -10V2M-6.5 -4H6.5M0 -10V3.5${circle(0, 6.5, 3)}`,
  neptune: 'M-7.5 -8C-7.5 -1 -4 1 0 1C4 1 7.5 -1 7.5 -8M0 -10V10M-4 6H4M-9.5 -6L-7.5 -9L-5.5 -6M5.5 -6L7.5 -9L9.5 -6M-2 -7L0 -10L2 -7',
  pluto: `${circle(0, -6.5, 3)}M-7 -9C-7 -1 7 -1 7 -9M0 -2V10M-4 6H4`,
};

interface AstroGlyphProps {
  sign: Astrology;
  /** Centre and size (the glyph box's width) in card units. */
  x: number;
  y: number;
  size: number;
  color: string;
  /** Line width in card units. */
  width: number;
}

/** The star-sign or planet glyph of a card, drawn as lines. */
export function AstroGlyph({ sign, x, y, size, color, width }: AstroGlyphProps) {
  const scale = size / 20;
  return (
    <path
      data-astro={sign}
      d={ASTRO_PATHS[sign]}
      transform={place(x, y, scale)}
      fill="none"
      stroke={color}
      strokeWidth={round(width / scale)}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
