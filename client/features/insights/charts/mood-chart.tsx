import type { MoodShift } from '../mood-shift.ts';
import { CategoryBars } from './category-bars.tsx';

/** The readings after which the mood lifted, stayed or fell, as bars. */
export function MoodChart({ mood }: { mood: MoodShift }) {
  const rows = [
    { label: 'Lifted', value: mood.lifted, tone: 'primary' },
    { label: 'Stayed the same', value: mood.same, tone: 'muted' },
    { label: 'Lower', value: mood.lower, tone: 'accent' },
  ] as const;
  return (
    <CategoryBars
      name="Bar chart of the readings after which your mood lifted, stayed the same or was lower"
      rows={rows.map((row) => ({ ...row, valueText: String(row.value) }))}
    />
  );
}
