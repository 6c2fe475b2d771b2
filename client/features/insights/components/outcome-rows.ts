import { OUTCOME_HELPED, OUTCOME_HELPED_LABELS } from '#common/domain/journal.ts';
import type { ChartTone } from '../charts/tones.ts';
import type { Outcomes } from '../outcomes.ts';

/** One answer to "Did the reading help?" with how many check-ins gave it. */
export interface OutcomeRow {
  label: string;
  count: number;
  tone: ChartTone;
}

const TONES = { yes: 'primary', somewhat: 'accent', no: 'muted' } as const;

/** The chart's and the table's rows: each answer in the scale's order, then those that did not say, if any. */
export function outcomeRows(outcomes: Outcomes): OutcomeRow[] {
  const rows: OutcomeRow[] = OUTCOME_HELPED.map((helped) => ({ label: OUTCOME_HELPED_LABELS[helped], count: outcomes.helped[helped], tone: TONES[helped] }));
  return outcomes.unsaid > 0 ? [...rows, { label: 'Did not say', count: outcomes.unsaid, tone: 'muted' }] : rows;
}
