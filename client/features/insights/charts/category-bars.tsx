import { Bar, BarChart, type BarShapeProps, CartesianGrid, Cell, LabelList, Rectangle, ReferenceLine, XAxis, YAxis } from 'recharts';
import { ChartFrame, type KeyEntry } from './chart-frame.tsx';
import { LABEL, LINE, TICK } from './chart-style.ts';
import { type ChartTone, toneColor } from './tones.ts';

/** One bar: its name beside it on the left, its value in words at its end. */
export interface CategoryBar {
  label: string;
  value: number;
  tone: ChartTone;
  valueText: string;
}

/** Props of {@link CategoryBars}. */
export interface CategoryBarsProps {
  /** The chart's accessible name: what it draws. */
  name: string;
  rows: readonly CategoryBar[];
  /** A percent scale from 0 to 100, each bar over a track in the muted tone for the rest; counts from 0 when left out. */
  percent?: boolean;
  /** A dashed line across the bars at this value: what chance alone gives each. */
  mark?: number;
  keyEntries?: readonly KeyEntry[];
}

/** Height of a bar's row, which fits its name on one line; and of the axis under the bars. */
const ROW_HEIGHT = 36;
const AXIS_HEIGHT = 30;
const PERCENT_TICKS = [0, 25, 50, 75, 100];
const asPercent = (value: number) => `${value}%`;
/**
 * Recharts' own bar, given as a custom shape: recharts drops a bar of 0 with its label unless the shape is custom,
 * and a row of 0 must still say 0.
 */
const drawBar = (props: BarShapeProps) => <Rectangle {...props} />;

/**
 * Horizontal bars, one per row, named on the left so long card names read whole on a phone; the left column is as
 * wide as the longest name. The right margin holds the longest bar's value.
 */
export function CategoryBars({ name, rows, percent = false, mark, keyEntries }: CategoryBarsProps) {
  return (
    <ChartFrame name={name} height={rows.length * ROW_HEIGHT + AXIS_HEIGHT} keyEntries={keyEntries}>
      <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 44, bottom: 0, left: 0 }} barCategoryGap="22%">
        <CartesianGrid horizontal={false} stroke={LINE} />
        <XAxis
          type="number"
          domain={percent ? [0, 100] : [0, 'auto']}
          ticks={percent ? PERCENT_TICKS : undefined}
          tickFormatter={percent ? asPercent : undefined}
          allowDecimals={false}
          tick={TICK}
          stroke={LINE}
        />
        <YAxis type="category" dataKey="label" width="auto" interval={0} tick={LABEL} tickLine={false} stroke={LINE} />
        <Bar dataKey="value" shape={drawBar} background={percent ? { fill: toneColor('muted') } : false}>
          {rows.map((row) => (
            <Cell key={row.label} fill={toneColor(row.tone)} />
          ))}
          <LabelList dataKey="valueText" position="right" {...LABEL} />
        </Bar>
        {mark !== undefined && <ReferenceLine x={mark} stroke="var(--bs-body-color)" strokeWidth={2} strokeDasharray="5 3" ifOverflow="extendDomain" />}
      </BarChart>
    </ChartFrame>
  );
}
