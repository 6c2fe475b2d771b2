import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import type { ChartTone } from './tones.ts';

/** One entry of a chart's key: a tone's swatch, or the dashed line of what chance alone gives. */
export type KeyEntry = { label: string; tone: ChartTone } | { label: string; dashed: true };

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps {
  /** The chart's accessible name: what it draws. Its numbers are in the section's table. */
  name: string;
  /** The drawing's height in pixels; its width is the section's. */
  height: number;
  /** What the colors and marks stand for, under the drawing. */
  keyEntries?: readonly KeyEntry[];
  /** A recharts chart, sized by the frame. */
  children: ReactElement;
}

/**
 * A chart as one image with an accessible name (docs/product.md#insights): its drawing, which recharts fits to the
 * section's width, and its key. Nothing in it takes focus, so the keyboard passes straight over it to "Show as a
 * table", where the same numbers are; the charts are drawn without recharts' accessibility layer, which would make the
 * drawing a stop for arrow keys inside an image.
 */
export function ChartFrame({ name, height, keyEntries, children }: ChartFrameProps) {
  return (
    <figure className="insight-chart" role="img" aria-label={name}>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
      {keyEntries && (
        <ul className="insight-chart-key">
          {keyEntries.map((entry) => (
            <li key={entry.label}>
              <span className={'tone' in entry ? `insight-chart-swatch insight-tone-${entry.tone}` : 'insight-chart-dash'} />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
