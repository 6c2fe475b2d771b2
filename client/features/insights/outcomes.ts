import type { OutcomeHelped } from '#common/api/journal.ts';
import type { InsightReading } from './insight-readings.ts';

/** The check-ins answered, by whether the reading helped. */
export interface Outcomes {
  /** Readings whose "How did it turn out?" was answered. */
  answered: number;
  helped: Record<OutcomeHelped, number>;
  /** Answered without saying whether it helped. */
  unsaid: number;
}

/** Counts the answered check-ins by "Did the reading help?" (docs/product.md#insights). */
export function outcomes(readings: readonly InsightReading[]): Outcomes {
  const helped: Record<OutcomeHelped, number> = { yes: 0, somewhat: 0, no: 0 };
  let answered = 0;
  let unsaid = 0;
  for (const { entry } of readings) {
    if (entry.outcome === null) continue;
    answered += 1;
    if (entry.outcome.helped === null) unsaid += 1;
    else helped[entry.outcome.helped] += 1;
  }
  return { answered, helped, unsaid };
}
