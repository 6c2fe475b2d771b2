import { SparkleIcon } from '#client/components/icons.tsx';
import { SuitsChart } from '../charts/suits-chart.tsx';
import { MONTHS_SHOWN, SUIT_GROUP_LABELS, SUIT_GROUPS, type SuitsOverTime } from '../suits-by-month.ts';
import { count, monthLabel, percent } from './format.ts';
import { InsightSection } from './insight-section.tsx';
import { NumbersTable } from './numbers-table.tsx';

const TITLE = 'Suits and elements over time';

/** The suits and the Major Arcana month by month (docs/product.md#insights). */
export function SuitsSection({ suits }: { suits: SuitsOverTime }) {
  const icon = <SparkleIcon size={20} />;
  if (suits.draws === 0) return <InsightSection title={TITLE} icon={icon} takeaway="No cards yet: each month’s cards are sorted by suit here." />;
  const leader = SUIT_GROUPS.reduce((best, group) => (suits.totals[group] > suits.totals[best] ? group : best));
  const span = suits.months.length === 1 ? `In ${monthLabel(suits.months[0]!.month)}` : `Over these ${suits.months.length} months`;
  return (
    <InsightSection
      title={TITLE}
      icon={icon}
      wide
      takeaway={`${span}, ${SUIT_GROUP_LABELS[leader]} came up most: ${suits.totals[leader]} of your ${count(suits.draws, 'card')} (${percent(suits.totals[leader], suits.draws)}).`}
      chart={
        <>
          <SuitsChart months={suits.months} />
          {suits.earlierMonths > 0 && (
            <p className="insight-note">
              The last {MONTHS_SHOWN} months are shown; {count(suits.earlierMonths, 'earlier month')} with readings {suits.earlierMonths === 1 ? 'is' : 'are'} not.
            </p>
          )}
        </>
      }
      table={
        <NumbersTable
          caption={TITLE}
          columns={['Month', ...SUIT_GROUPS.map((group) => SUIT_GROUP_LABELS[group]), 'All']}
          rows={suits.months.map(({ month, counts, total }) => ({ label: monthLabel(month), values: [...SUIT_GROUPS.map((group) => counts[group]), total] }))}
        />
      }
    />
  );
}
