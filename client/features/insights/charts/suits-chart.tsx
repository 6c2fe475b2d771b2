import { monthLabel } from '../components/format.ts';
import { type MonthSuits, SUIT_GROUP_LABELS, SUIT_GROUPS } from '../suits-by-month.ts';
import { PlainBars } from './plain-bars.tsx';

/** Each month's cards as one bar, split by suit (and the Major Arcana) in the suits' tones. */
export function SuitsChart({ months }: { months: readonly MonthSuits[] }) {
  return (
    <PlainBars
      name={`Stacked bar chart of your cards by suit, month by month, from ${monthLabel(months[0]!.month)} to ${monthLabel(months.at(-1)!.month)}`}
      legend={SUIT_GROUPS.map((group) => ({ label: SUIT_GROUP_LABELS[group], tone: group }))}
      rows={months.map(({ month, counts, total }) => ({
        label: monthLabel(month),
        parts: SUIT_GROUPS.map((group) => ({ label: SUIT_GROUP_LABELS[group], value: counts[group], tone: group })),
        valueText: String(total),
      }))}
    />
  );
}
