/**
 * The 78-card catalogue: majors 0–21, then wands, cups, swords and pentacles, each Ace to King.
 *
 * Minor-arcana astrology: 2–10 take their Golden Dawn decan; each Ace its element's cardinal sign.
 * Courts go by modality, loosely after the Golden Dawn's court attributions: Queens the cardinal sign,
 * Kings the fixed, Knights the mutable; Pages, which have no sign there (they are the Ace's "throne"),
 * share the Ace's.
 */
import type { CatalogueCard } from './types.ts';
import { MAJOR_ARCANA } from './major-arcana.ts';
import { CUPS } from './minor-cups.ts';
import { PENTACLES } from './minor-pentacles.ts';
import { SWORDS } from './minor-swords.ts';
import { WANDS } from './minor-wands.ts';

export const CATALOGUE: readonly CatalogueCard[] = [...MAJOR_ARCANA, ...WANDS, ...CUPS, ...SWORDS, ...PENTACLES];

const BY_SLUG: ReadonlyMap<string, CatalogueCard> = new Map(CATALOGUE.map((card) => [card.slug, card]));

/** The catalogue card with this slug, or undefined when there is none. */
export function findCatalogueCard(slug: string): CatalogueCard | undefined {
  return BY_SLUG.get(slug);
}
