/*
 * Horizontal bars drawn with the page's own boxes, which the insights' charts draw with until a chart library is
 * installed (docs/product.md#insights): each chart file is the only one that would change.
 */

/** What a part of a bar stands for, drawn in a tone of insights.scss (a suit, or primary, accent or muted). */
export type BarTone = 'primary' | 'accent' | 'muted' | 'cups' | 'wands' | 'swords' | 'pentacles' | 'major';

/** One part of a bar: its share of the row. */
export interface BarPart {
  label: string;
  value: number;
  tone: BarTone;
}

/** One bar: its label, its parts end to end, and its value in words beside it. */
export interface BarRow {
  label: string;
  parts: BarPart[];
  valueText: string;
}

/** Props of {@link PlainBars}. */
export interface PlainBarsProps {
  /** The chart's accessible name: what it draws. Its numbers are in the section's table. */
  name: string;
  rows: readonly BarRow[];
  /** The value a full bar stands for; the longest row's total when left out. */
  max?: number;
  /** A dashed line across the bars at this value, and what it stands for (what chance alone would give). */
  mark?: { value: number; label: string };
  /** What each tone stands for, for bars of several parts. */
  legend?: readonly { label: string; tone: BarTone }[];
}

const widthOf = (value: number, max: number) => `${max > 0 ? Math.min(100, (value / max) * 100) : 0}%`;

/** A bar chart as one image with an accessible name; it takes no focus, so the keyboard passes straight over it. */
export function PlainBars({ name, rows, max, mark, legend }: PlainBarsProps) {
  const full = max ?? Math.max(0, ...rows.map((row) => row.parts.reduce((sum, part) => sum + part.value, 0)), mark?.value ?? 0);
  return (
    <figure className="plain-bars" role="img" aria-label={name}>
      {legend && (
        <ul className="plain-bars-legend">
          {legend.map((entry) => (
            <li key={entry.label}>
              <span className={`plain-bars-swatch insight-tone-${entry.tone}`} />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
      {rows.map((row) => (
        <div key={row.label} className="plain-bars-row">
          <span className="plain-bars-label">{row.label}</span>
          <span className="plain-bars-track">
            {row.parts.map((part) => (
              <span key={part.label} className={`plain-bars-part insight-tone-${part.tone}`} style={{ width: widthOf(part.value, full) }} />
            ))}
            {mark && <span className="plain-bars-mark" style={{ left: widthOf(mark.value, full) }} />}
          </span>
          <span className="plain-bars-value">{row.valueText}</span>
        </div>
      ))}
      {mark && (
        <p className="plain-bars-mark-legend">
          <span className="plain-bars-mark-swatch" />
          {mark.label}
        </p>
      )}
    </figure>
  );
}
