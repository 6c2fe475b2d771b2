import type { JournalItem } from '#common/api/journal.ts';
import { type ArcanaBalance, arcanaBalance } from './arcana-balance.ts';
import { insightReadings } from './insight-readings.ts';
import { type MoodShift, moodShift } from './mood-shift.ts';
import { type MostDrawnCards, mostDrawnCards } from './most-drawn-cards.ts';
import { type Outcomes, outcomes } from './outcomes.ts';
import { recurringByTag, type TagCards } from './recurring-by-tag.ts';
import { suitsByMonth, type SuitsOverTime } from './suits-by-month.ts';

/** Below this many readings, the page says patterns are still faint (docs/product.md#insights). */
export const FEW_READINGS = 5;

/** Every insight of the journal. */
export interface Insights {
  /** Readings learned from: the journal's, less those the safety screen replaced. */
  readings: number;
  mostDrawn: MostDrawnCards;
  suits: SuitsOverTime;
  balance: ArcanaBalance;
  recurring: TagCards[];
  mood: MoodShift;
  outcomes: Outcomes;
}

/** Works out every insight from the decrypted journal, in the browser: the server holds it sealed. */
export function computeInsights(items: readonly JournalItem[]): Insights {
  const readings = insightReadings(items);
  return {
    readings: readings.length,
    mostDrawn: mostDrawnCards(readings),
    suits: suitsByMonth(readings),
    balance: arcanaBalance(readings),
    recurring: recurringByTag(readings),
    mood: moodShift(readings),
    outcomes: outcomes(readings),
  };
}
