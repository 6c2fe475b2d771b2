/**
 * Card essences for the builtin interpreter: for every card of the catalogue, upright and reversed,
 * a phrase naming what it is about and an invitation saying what it asks, worded to slot into any
 * position template, plus the tone of its reversal.
 */
import { CUPS_ESSENCES } from './essences-cups.ts';
import { MAJOR_ESSENCES } from './essences-major.ts';
import { PENTACLES_ESSENCES } from './essences-pentacles.ts';
import { SWORDS_ESSENCES } from './essences-swords.ts';
import { WANDS_ESSENCES } from './essences-wands.ts';
import type { CardEssences } from './types.ts';

export type { CardEssences, Essence, ReversalTone } from './types.ts';

export const ESSENCES: Readonly<Record<string, CardEssences>> = {
  ...MAJOR_ESSENCES,
  ...WANDS_ESSENCES,
  ...CUPS_ESSENCES,
  ...SWORDS_ESSENCES,
  ...PENTACLES_ESSENCES,
};
