import type { OutcomeRow } from '../components/outcome-rows.ts';
import { CategoryBars } from './category-bars.tsx';

/** The answered check-ins by whether the reading helped, as bars. */
export function OutcomesChart({ rows }: { rows: readonly OutcomeRow[] }) {
  return (
    <CategoryBars
      name="Bar chart of your answered check-ins by whether the reading helped"
      rows={rows.map(({ label, count, tone }) => ({ label, value: count, tone, valueText: String(count) }))}
    />
  );
}
