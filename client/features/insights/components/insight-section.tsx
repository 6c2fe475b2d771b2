import type { ReactNode } from 'react';
import { PageSection } from '#client/components/page-section.tsx';

/** Props of {@link InsightSection}. */
export interface InsightSectionProps {
  title: string;
  icon: ReactNode;
  /** What the numbers say, in one sentence. */
  takeaway: ReactNode;
  /** What the insight shows: its chart, or the list itself for one that is a list; left out when there is nothing yet. */
  chart?: ReactNode;
  /** The chart's numbers as a table, behind "Show as a table"; left out with the chart. */
  table?: ReactNode;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

/**
 * One insight: its heading, what it says in words, its chart, and the same numbers as a table for anyone who would
 * rather read them (or cannot see the chart). The table sits in a details element, so it costs nothing until opened.
 */
export function InsightSection({ title, icon, takeaway, chart, table, wide = false }: InsightSectionProps) {
  return (
    <PageSection title={title} icon={icon} className={wide ? 'page-section-wide' : undefined}>
      <p className="insight-takeaway">{takeaway}</p>
      {chart}
      {table && (
        <details className="insight-table">
          <summary>Show as a table</summary>
          {/* Focusable so a keyboard can scroll a table wider than a phone. */}
          <div className="insight-table-scroll" role="region" aria-label={`${title}, as a table`} tabIndex={0}>
            {table}
          </div>
        </details>
      )}
    </PageSection>
  );
}
