import type { BackProps } from '../art-types.ts';
import { circle, crescent, inCorners, polar, pt, rays, star } from '../path-kit.ts';
import { StarField } from '../star-field.tsx';
import { CELESTIAL, GILDED, GoldGradient, INK } from './palettes.tsx';

/*
 * Every back is point-symmetric about the card's center (150, 250), so a card looks the
 * same whichever way up it lies and a face-down card never gives its orientation away.
 */

/** A quarter-circle fan in each corner of the panel. */
function cornerFan(x: number, y: number, sx: number, sy: number): string {
  return `M${pt(x, y + sy * 30)}A30 30 0 0 ${sx * sy > 0 ? 0 : 1} ${pt(x + sx * 30, y)}L${pt(x, y)}Z`;
}

/** Gilded back: a gold lattice on deep oxblood, a double gold frame and a sunburst medallion. */
export function GildedBack({ detail, uid }: BackProps) {
  const full = detail === 'full';
  const ids = { field: `${uid}-field`, gold: `${uid}-gold`, lattice: `${uid}-lattice` };
  return (
    <g>
      <defs>
        <radialGradient id={ids.field} cx="0.5" cy="0.5" r="0.7">
          <stop offset="0" stopColor="#7d1f33" />
          <stop offset="1" stopColor="#3a0b1a" />
        </radialGradient>
        <GoldGradient id={ids.gold} />
        <pattern id={ids.lattice} width="30" height="30" x="15" y="25" patternUnits="userSpaceOnUse">
          <path d="M0 15L15 0L30 15L15 30Z" fill="none" stroke={GILDED.gold} strokeWidth={full ? 1 : 2.5} opacity="0.55" />
          {full && <circle cx="15" cy="15" r="1.6" fill={GILDED.gold} opacity="0.7" />}
        </pattern>
      </defs>
      <rect width="300" height="500" rx="16" fill={`url(#${ids.field})`} />
      <rect x="22" y="22" width="256" height="456" fill={`url(#${ids.lattice})`} />
      <rect x="8" y="8" width="284" height="484" rx="11" fill="none" stroke={`url(#${ids.gold})`} strokeWidth={full ? 6 : 12} />
      <rect x="22" y="22" width="256" height="456" rx="3" fill="none" stroke={GILDED.gold} strokeWidth={full ? 1.5 : 4} />
      {full && <path d={inCorners(22, 22, 256, 456, cornerFan)} fill={GILDED.gold} opacity="0.85" />}
      <circle cx="150" cy="250" r="62" fill="#2a1b5c" stroke={`url(#${ids.gold})`} strokeWidth={full ? 4 : 8} />
      {full && <path d={circle(150, 250, 54)} fill="none" stroke={GILDED.gold} strokeWidth="1" />}
      <path d={star(150, 250, 8, 46, 18, -90)} fill={`url(#${ids.gold})`} stroke={GILDED.goldDeep} strokeWidth="1" />
      <path d={star(150, 250, 8, 30, 12, -67.5)} fill={GILDED.goldDeep} opacity="0.6" />
      <circle cx="150" cy="250" r="9" fill="#2a1b5c" stroke={GILDED.goldLight} strokeWidth="2" />
    </g>
  );
}

/** Celestial back: a mirrored starry sky, an astrolabe ring and the triple moon. */
export function CelestialBack({ detail, uid }: BackProps) {
  const full = detail === 'full';
  const sky = `${uid}-sky`;
  const moon = `${uid}-moon`;
  return (
    <g>
      <defs>
        <radialGradient id={sky} cx="0.5" cy="0.5" r="0.7">
          <stop offset="0" stopColor="#1f2460" />
          <stop offset="1" stopColor={CELESTIAL.skyTop} />
        </radialGradient>
        <radialGradient id={moon} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#b9c3ea" />
        </radialGradient>
      </defs>
      <rect width="300" height="500" rx="16" fill={`url(#${sky})`} />
      <StarField seed="celestial-back" count={full ? 90 : 30} size={full ? 3 : 6} color={CELESTIAL.silver} symmetric />
      <rect x="10" y="10" width="280" height="480" rx="10" fill="none" stroke={CELESTIAL.silver} strokeWidth={full ? 1.4 : 5} opacity="0.85" />
      {full && <rect x="16" y="16" width="268" height="468" rx="6" fill="none" stroke={CELESTIAL.silverDim} strokeWidth="0.6" />}
      <g fill="none" stroke={CELESTIAL.silverDim} strokeWidth={full ? 0.9 : 3}>
        <path d={circle(150, 250, 96)} />
        {full && <path d={circle(150, 250, 104) + rays(150, 250, 36, 96, 101)} />}
      </g>
      <circle cx="150" cy="250" r="34" fill={`url(#${moon})`} />
      <path
        d={crescent(150, 172, 24, 16, -90) + crescent(150, 328, 24, 16, 90)}
        fill={CELESTIAL.silver}
      />
      {full && <path d={[0, 90, 180, 270].map((a) => star(...polar(150, 250, 62, a), 4, 6, 1.5)).join('')} fill={CELESTIAL.silver} />}
    </g>
  );
}

/** Ink back: a fine-line mandala of circles, petals and stars on paper. */
export function InkBack({ detail }: BackProps) {
  const full = detail === 'full';
  const petals = Array.from({ length: 6 }, (_, i) => circle(...polar(150, 250, 40, i * 60), 40)).join('');
  return (
    <g fill="none" stroke={INK.ink} strokeWidth={full ? 1 : 3.5}>
      <rect width="300" height="500" rx="16" fill={INK.paper} stroke="none" />
      <rect x="14" y="14" width="272" height="472" rx="4" />
      {full && <rect x="20" y="20" width="260" height="460" rx="2" strokeWidth="0.5" />}
      <path d={circle(150, 250, 80) + (full ? petals : star(150, 250, 8, 112, 80, -90))} />
      {full && <path d={circle(150, 250, 112) + star(150, 250, 8, 112, 86, -90)} strokeWidth="0.7" />}
      {full && <path d={rays(150, 250, 8, 120, 130) + rays(150, 250, 2, 130, 143, 90, 450) + circle(150, 100, 5) + circle(150, 400, 5)} strokeWidth="0.7" />}
      <path d={star(150, 250, 4, 60, 26, -90)} />
      <circle cx="150" cy="250" r={full ? 7 : 14} fill={INK.accent} stroke="none" />
    </g>
  );
}
