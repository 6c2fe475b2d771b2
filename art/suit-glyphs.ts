import type { Suit } from '#common/cards/types.ts';
import { part, type Glyph } from './glyph.tsx';
import { circle, leaf, pentagram } from './path-kit.ts';

/** The four suit emblems, each drawn upright in a box from -50 to 50 on both axes. */
export const SUIT_GLYPHS: Record<Suit, Glyph> = {
  wands: [
    part(
      'body',
      'M-6.5 -43C-6.5 -50 6.5 -50 6.5 -43L8.5 43C8.5 50 -8.5 50 -8.5 43Z',
      leaf([-6.5, -18], 24, 7, 215),
      leaf([7, 2], 24, 7, -35),
      leaf([-7.5, 24], 18, 5.5, 210),
    ),
    part('mark', 'M-6.8 -32H6.8M-8 30H8'),
  ],
  cups: [
    part('body', 'M-28 -42H28C28 -14 16 0 5 4V26C14 28 24 34 25 44H-25C-24 34 -14 28 -5 26V4C-16 0 -28 -14 -28 -42Z'),
    part('mark', 'M-25 -28Q0 -22 25 -28M-8 14H8'),
  ],
  swords: [
    part(
      'body',
      'M0 -50L8.5 -38V14H-8.5V-38Z',
      'M-27 13Q0 20 27 13L27 22Q0 29 -27 22Z',
      'M-4.5 25H4.5V39H-4.5Z',
      circle(0, 44, 6),
    ),
    part('mark', 'M0 -36V10'),
  ],
  pentacles: [part('body', circle(0, 0, 40)), part('mark', circle(0, 0, 33), pentagram(0, 0, 30))],
};
