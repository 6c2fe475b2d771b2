import { moodLabel } from '#common/domain/journal.ts';
import { SparkleIcon } from '#client/components/icons.tsx';
import { MoodChart } from '../charts/mood-chart.tsx';
import type { MoodShift } from '../mood-shift.ts';
import { count, decimal } from './format.ts';
import { InsightSection } from './insight-section.tsx';
import { NumbersTable } from './numbers-table.tsx';

const TITLE = 'Mood before and after';

/** An average on the mood scale with its nearest word: "2.6 (Uneasy)". */
const moodWords = (average: number) => `${decimal(average)} (${moodLabel(Math.round(average))})`;

/** How the mood moved over readings with a mood before and after (docs/product.md#insights). */
export function MoodSection({ mood }: { mood: MoodShift }) {
  const icon = <SparkleIcon size={20} />;
  if (mood.pairs === 0 || mood.averageBefore === null || mood.averageAfter === null) {
    return <InsightSection title={TITLE} icon={icon} takeaway="Note how you feel before and after a reading in its journal entry, and how your mood moves shows here." />;
  }
  return (
    <InsightSection
      title={TITLE}
      icon={icon}
      takeaway={`Over ${count(mood.pairs, 'reading')} with both moods, your mood lifted after ${mood.lifted}, stayed the same after ${mood.same} and was lower after ${mood.lower}: on average from ${moodWords(mood.averageBefore)} to ${moodWords(mood.averageAfter)}.`}
      chart={<MoodChart mood={mood} />}
      table={
        <NumbersTable
          caption={TITLE}
          columns={['After the reading', 'Readings']}
          rows={[
            { label: 'Lifted', values: [mood.lifted] },
            { label: 'Stayed the same', values: [mood.same] },
            { label: 'Lower', values: [mood.lower] },
            { label: 'Average mood before (1–5)', values: [decimal(mood.averageBefore)] },
            { label: 'Average mood after (1–5)', values: [decimal(mood.averageAfter)] },
          ]}
        />
      }
    />
  );
}
