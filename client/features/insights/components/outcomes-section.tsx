import { ScalesIcon } from '#client/components/icons.tsx';
import { OutcomesChart } from '../charts/outcomes-chart.tsx';
import type { Outcomes } from '../outcomes.ts';
import { count } from './format.ts';
import { InsightSection } from './insight-section.tsx';
import { outcomeRows } from './outcome-rows.ts';
import { NumbersTable } from './numbers-table.tsx';

const TITLE = 'Did it help?';

/** The answered check-ins by whether the reading helped (docs/product.md#insights). */
export function OutcomesSection({ outcomes }: { outcomes: Outcomes }) {
  const icon = <ScalesIcon size={20} />;
  if (outcomes.answered === 0) {
    return <InsightSection title={TITLE} icon={icon} takeaway="When you answer “How did it turn out?” on a reading, whether it helped is counted here." />;
  }
  const { yes, somewhat, no } = outcomes.helped;
  const rows = outcomeRows(outcomes);
  return (
    <InsightSection
      title={TITLE}
      icon={icon}
      takeaway={`You said how ${count(outcomes.answered, 'reading')} turned out: ${yes} helped, ${somewhat} helped a little and ${no} did not.`}
      chart={<OutcomesChart rows={rows} />}
      table={<NumbersTable caption={TITLE} columns={['Answer', 'Readings']} rows={rows.map(({ label, count: readings }) => ({ label, values: [readings] }))} />}
    />
  );
}
