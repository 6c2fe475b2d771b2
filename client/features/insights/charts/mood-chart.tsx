import type { MoodShift } from '../mood-shift.ts';
import { PlainBars } from './plain-bars.tsx';

/** The readings after which the mood lifted, stayed or fell, as bars. */
export function MoodChart({ mood }: { mood: MoodShift }) {
  const rows = [
    { label: 'Lifted', value: mood.lifted, tone: 'primary' },
    { label: 'Stayed the same', value: mood.same, tone: 'muted' },
    { label: 'Lower', value: mood.lower, tone: 'accent' },
  ] as const;
  return (
    <PlainBars
      name="Bar chart of the readings after which your mood lifted, stayed the same or was lower"
      rows={rows.map(({ label, value, tone }) => ({ label, parts: [{ label, value, tone }], valueText: String(value) }))}
    />
  );
}
