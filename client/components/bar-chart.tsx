import { useId } from 'react';
// oxlint-disable-next-line import/no-unassigned-import -- the chart's styles, loaded with the admin pages that draw it
import './bar-chart.scss';

/** One bar: what it stands for (a day, a minute) and its value. */
export interface BarDatum {
  label: string;
  value: number;
}

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** The chart's accessible name, also its caption. */
  title: string;
  data: readonly BarDatum[];
  formatValue?: (value: number) => string;
  formatLabel?: (label: string) => string;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * A small bar chart for the admin dashboards: an SVG that scales to its box, a tooltip per bar, the
 * first and last labels under it, and the same numbers as a table that screen readers read instead.
 * Hand-drawn rather than a chart library: bars are all the dashboards need.
 */
export function BarChart({ title, data, formatValue = String, formatLabel = (label) => label }: BarChartProps) {
  const captionId = useId();
  const peak = Math.max(0, ...data.map((datum) => datum.value));
  const slot = data.length > 0 ? WIDTH / data.length : WIDTH;
  const barHeight = (value: number) => (peak > 0 ? Math.max((value / peak) * (HEIGHT - 4), value > 0 ? 2 : 0) : 0);
  const first = data[0];
  const last = data.at(-1);
  return (
    <figure className="bar-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="bar-chart-title">
        {title}
        <span className="bar-chart-peak"> · peak {formatValue(peak)}</span>
      </figcaption>
      <svg className="bar-chart-plot" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line className="bar-chart-axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {data.map((datum, index) => {
          const height = barHeight(datum.value);
          return (
            <rect key={datum.label} className="bar-chart-bar" x={index * slot + GAP / 2} width={Math.max(slot - GAP, 1)} y={HEIGHT - height} height={height}>
              <title>{`${formatLabel(datum.label)}: ${formatValue(datum.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="bar-chart-range" aria-hidden="true">
          <span>{formatLabel(first.label)}</span>
          <span>{formatLabel(last.label)}</span>
        </div>
      )}
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{formatLabel(datum.label)}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
