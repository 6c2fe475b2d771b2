/**
 * Gentle titles and scenes for the cards whose usual ones show a death, a fall or a crossing, used in
 * readings of loss and fear (care.ts's GENTLE_CARE): the same card, described by what in its picture
 * is quiet or hopeful (Death's white rose and rising sun, the Ten of Swords' dawn), and with no one at
 * a cliff's edge or at rest on a tomb.
 */
import type { Emblem } from './title/emblems.ts';

/** Title emblems by catalogue slug, in place of emblems.ts's. */
export const GENTLE_EMBLEMS: Readonly<Record<string, Emblem>> = {
  death: { emblem: 'The White Rose', setting: 'by the White Rose' },
};

/** Scenes by catalogue slug, in place of imagery-major.ts's and imagery-minor.ts's. */
export const GENTLE_IMAGERY: Readonly<Record<string, string>> = {
  death: 'A rider on a white horse carries a banner bearing a white rose, while the sun rises between two distant towers.',
  'the-tower': 'A tall tower stands on a rocky peak against the night, lit by a sudden flash of lightning.',
  'the-fool': 'A young traveler in bright clothes walks out under a white sun, a small bundle over one shoulder, a white rose in hand and a little dog leaping at his heels.',
  'the-hanged-man': 'A calm figure rests upside down against a living tree, a ring of light around his head.',
  'three-of-wands': 'Seen from behind, a figure stands on high ground among three planted staffs, watching ships sail out across a golden sea.',
  'three-of-swords': 'A red heart stands against a sky of gray cloud and soft rain, three swords beside it.',
  'four-of-swords': 'A knight rests with hands joined in a quiet chapel, one sword beneath him and three mounted on the wall above.',
  'six-of-swords': 'A woman and child sit close together in a small boat on calm water, six upright swords beside them.',
  'eight-of-cups': 'Under a watchful moon, a cloaked figure pauses near eight stacked cups, rocky hills rising beyond.',
  'ten-of-swords': 'Under a dark sky, a yellow dawn breaks over still water at the far edge of the scene.',
};
