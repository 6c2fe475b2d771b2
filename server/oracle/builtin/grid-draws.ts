/**
 * Fixed draws for the builtin interpreter's tests (quality.test.ts, care.test.ts): the spreads a grid
 * lays and a pseudo-random but repeatable choice of cards for each cell, so every run reads the same
 * readings.
 */
import { CATALOGUE } from '#common/cards/catalogue.ts';

/** A spread and card count a grid lays, the crossing card last where there is one. */
export interface GridLayout {
  spread: string;
  size: number;
  crossing: boolean;
}

export const LAYOUTS: readonly GridLayout[] = [
  { spread: 'SINGLE', size: 1, crossing: false },
  { spread: 'THREE_CARD', size: 3, crossing: false },
  { spread: 'RELATIONSHIP', size: 5, crossing: false },
  { spread: 'CELTIC_CROSS', size: 10, crossing: true },
  { spread: 'GENERAL', size: 4, crossing: false },
  { spread: 'GENERAL', size: 6, crossing: true },
];

/** Steps coprime with the 78 cards, so a walk by one of them visits distinct cards. */
const STEPS = [5, 7, 11, 17, 19, 23, 25, 29, 31, 35, 37, 41, 43, 47];

/** A fixed pseudo-random draw for grid cell `n`: distinct cards, about a third reversed. */
export function draw(n: number, size: number): { slugs: string[]; reversed: number[] } {
  const step = STEPS[n % STEPS.length]!;
  const start = (n * 37 + 11) % CATALOGUE.length;
  const slugs = Array.from({ length: size }, (_, index) => CATALOGUE[(start + index * step) % CATALOGUE.length]!.slug);
  const reversed = slugs.map((_, index) => index).filter((index) => (n * 5 + index * 3) % 3 === 0);
  return { slugs, reversed };
}
