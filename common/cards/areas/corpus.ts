/**
 * The area corpus: for every card of the catalogue, upright and reversed, what it says about love,
 * work and the self. The card detail view shows it, and the builtin interpreter reads a question
 * about love, work or the self through it.
 */
import { CUPS_AREAS } from './cups.ts';
import { MAJOR_FIRST_AREAS } from './major-first.ts';
import { MAJOR_SECOND_AREAS } from './major-second.ts';
import { PENTACLES_AREAS } from './pentacles.ts';
import { SWORDS_AREAS } from './swords.ts';
import type { AreaCorpus, CardAreas } from './types.ts';
import { WANDS_AREAS } from './wands.ts';

export const AREA_CORPUS: AreaCorpus = {
  ...MAJOR_FIRST_AREAS,
  ...MAJOR_SECOND_AREAS,
  ...WANDS_AREAS,
  ...CUPS_AREAS,
  ...SWORDS_AREAS,
  ...PENTACLES_AREAS,
};

/** The area meanings of the card with this slug, or undefined when the corpus has none. */
export function areasOf(slug: string): CardAreas | undefined {
  return Object.hasOwn(AREA_CORPUS, slug) ? AREA_CORPUS[slug] : undefined;
}
