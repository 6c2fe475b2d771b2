import { useMemo } from 'react';
import type { JournalItem } from '#common/api/journal.ts';
import { computeInsights, FEW_READINGS } from '../compute-insights.ts';
import { ArcanaSection } from './arcana-section.tsx';
import { count } from './format.ts';
import { MoodSection } from './mood-section.tsx';
import { MostDrawnSection } from './most-drawn-section.tsx';
import { OutcomesSection } from './outcomes-section.tsx';
import { RecurringSection } from './recurring-section.tsx';
import { SuitsSection } from './suits-section.tsx';

/** Every insight of the whole journal, worked out here (docs/product.md#insights). */
export function InsightsView({ items }: { items: readonly JournalItem[] }) {
  const insights = useMemo(() => computeInsights(items), [items]);
  return (
    <>
      {insights.readings < FEW_READINGS && (
        <p className="insights-few">
          {insights.readings === 0
            ? 'None of your saved readings has cards to learn from yet. Insights grow with your journal: they start with your next saved reading.'
            : `Insights grow with your journal. With ${count(insights.readings, 'reading')} so far, patterns are still faint; here is what there is.`}
        </p>
      )}
      <div className="page-sections-grid">
        <MostDrawnSection mostDrawn={insights.mostDrawn} readings={insights.readings} />
        <SuitsSection suits={insights.suits} />
        <ArcanaSection balance={insights.balance} />
        <RecurringSection topics={insights.recurring} />
        <MoodSection mood={insights.mood} />
        <OutcomesSection outcomes={insights.outcomes} />
      </div>
    </>
  );
}
