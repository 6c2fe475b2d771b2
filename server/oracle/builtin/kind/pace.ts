/**
 * The pace the cards suggest for a when-question, never a date (docs/architecture.md#the-builtin-interpreter):
 * Wands and the swift cards move quickly, Pentacles and the patient majors build slowly, the pausing
 * cards ask for a wait, and a blocked card slows what it would have hurried.
 */
import type { DrawnCard } from '../../oracle.ts';
import { isRelief } from '../facts.ts';
import { pauses, placeWeight } from './leaning.ts';
import type { PositionKind } from '../positions/position-kind.ts';

export type Pace = 'quick' | 'slow' | 'wait' | 'open';

const QUICK = new Set(['eight-of-wands', 'the-chariot', 'the-wheel-of-fortune', 'the-tower', 'the-magician', 'the-fool', 'knight-of-swords', 'the-sun']);
const SLOW = new Set(['the-emperor', 'the-hierophant', 'temperance', 'the-empress', 'the-high-priestess', 'the-world', 'four-of-pentacles']);

/** The pace one card suggests, as drawn. */
export function paceOf(drawn: DrawnCard): Pace {
  const { slug, suit } = drawn.card;
  if (pauses(drawn)) return 'wait';
  // A reversal that eases lets things move at the card's own pace; one that blocks is a delay.
  if (drawn.reversed && !isRelief(drawn)) return 'slow';
  if (QUICK.has(slug) || suit === 'wands') return 'quick';
  if (SLOW.has(slug) || suit === 'pentacles') return 'slow';
  return 'open';
}

/** The reading's pace: the one its cards carry most weight for, by place, with the heaviest card that sets it; 'open' when none does. */
export function readingPace(cards: readonly DrawnCard[], kindOf: (drawn: DrawnCard) => PositionKind): { pace: Pace; card: DrawnCard } {
  const totals = new Map<Pace, number>();
  for (const drawn of cards) totals.set(paceOf(drawn), (totals.get(paceOf(drawn)) ?? 0) + placeWeight(kindOf(drawn)));
  totals.delete('open');
  const [pace] = [...totals].toSorted((a, b) => b[1] - a[1])[0] ?? ['open' as Pace];
  const setting = cards.filter((drawn) => paceOf(drawn) === pace);
  const pool = setting.length > 0 ? setting : cards;
  const card = pool.reduce((best, drawn) => (placeWeight(kindOf(drawn)) > placeWeight(kindOf(best)) ? drawn : best));
  return { pace, card };
}
