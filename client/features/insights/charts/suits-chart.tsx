import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel } from '../components/format.ts';
import { type MonthSuits, SUIT_GROUP_LABELS, SUIT_GROUPS, type SuitGroup } from '../suits-by-month.ts';
import { ChartFrame } from './chart-frame.tsx';
import { LINE, TICK } from './chart-style.ts';
import { toneColor } from './tones.ts';

const HEIGHT = 260;

/** Each month's cards as one column, stacked by suit (and the Major Arcana) in the suits' tones. */
export function SuitsChart({ months }: { months: readonly MonthSuits[] }) {
  const data = months.map(({ month, counts }) => ({ month: monthLabel(month), ...counts }));
  return (
    <ChartFrame
      name={`Stacked bar chart of your cards by suit, month by month, from ${monthLabel(months[0]!.month)} to ${monthLabel(months.at(-1)!.month)}`}
      height={HEIGHT}
      keyEntries={SUIT_GROUPS.map((group) => ({ label: SUIT_GROUP_LABELS[group], tone: group }))}
    >
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap="18%">
        <CartesianGrid vertical={false} stroke={LINE} />
        {/* Recharts leaves out the month names that would overlap, keeping the first and last: on a phone, every few. */}
        <XAxis dataKey="month" interval="preserveStartEnd" minTickGap={12} tick={TICK} stroke={LINE} />
        <YAxis width="auto" allowDecimals={false} tick={TICK} stroke={LINE} />
        <Tooltip
          cursor={{ fill: 'var(--bs-tertiary-bg)' }}
          contentStyle={{ background: 'var(--bs-body-bg)', borderColor: 'var(--bs-border-color)', borderRadius: '0.375rem', fontSize: '0.8rem' }}
          labelStyle={{ color: 'var(--bs-body-color)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--bs-body-color)', padding: 0 }}
          separator=": "
          itemSorter={(item) => SUIT_GROUPS.indexOf(item.dataKey as SuitGroup)}
        />
        {/* A hairline in the section's color between the parts of a column, so neighbouring suits do not run together. */}
        {SUIT_GROUPS.map((group) => (
          <Bar key={group} dataKey={group} name={SUIT_GROUP_LABELS[group]} stackId="suits" maxBarSize={56} fill={toneColor(group)} stroke="var(--bs-body-bg)" strokeWidth={1} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
