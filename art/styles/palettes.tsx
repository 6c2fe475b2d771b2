/*
 * Each deck style's colors, shared by its face (styles/<style>.tsx) and its back (backs.tsx): kept apart
 * from the faces so a page that shows only backs does not load the face art.
 */

/** The gilded deck's palette: parchment, gold leaf and sepia ink. */
export const GILDED = {
  parchment: '#f8efd8',
  parchmentEdge: '#e6d2a6',
  goldDeep: '#8a6514',
  gold: '#d9b04a',
  goldLight: '#fbeab0',
  sepia: '#4a3316',
} as const;

/** Gold-leaf stops shared by the face and the back. */
export function GoldGradient({ id }: { id: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor={GILDED.goldDeep} />
      <stop offset="0.3" stopColor={GILDED.gold} />
      <stop offset="0.5" stopColor={GILDED.goldLight} />
      <stop offset="0.7" stopColor={GILDED.gold} />
      <stop offset="1" stopColor={GILDED.goldDeep} />
    </linearGradient>
  );
}

/** The celestial deck's palette: a midnight sky drawn in silver. */
export const CELESTIAL = {
  skyTop: '#070b26',
  skyBottom: '#1a1d4e',
  silver: '#dfe5fb',
  silverDim: '#9aa5d6',
} as const;

/** The ink deck's palette: paper and one black pen. */
export const INK = {
  paper: '#fbfaf6',
  ink: '#17161a',
  /** The back's one touch of color: Arcana's indigo. */
  accent: '#4c2a85',
} as const;
