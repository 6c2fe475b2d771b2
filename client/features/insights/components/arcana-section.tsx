import { EyeIcon } from '#client/components/icons.tsx';
import { type ArcanaBalance, MAJOR_SHARE_BY_CHANCE, REVERSED_SHARE_BY_CHANCE } from '../arcana-balance.ts';
import { ArcanaChart } from '../charts/arcana-chart.tsx';
import { count, percent } from './format.ts';
import { InsightSection } from './insight-section.tsx';
import { NumbersTable } from './numbers-table.tsx';

const TITLE = 'Major Arcana and reversals';

/** A share chance gives, as a percent. */
const byChance = (share: number) => percent(share * 100, 100);

/** What the reversals say, or why there is no rate. */
function reversalWords({ reversals }: ArcanaBalance): string {
  if (reversals.draws === 0) return 'Your readings were laid without reversals, so there is no reversal rate.';
  return `${reversals.reversed} of ${count(reversals.draws, 'card')} came up reversed (${percent(reversals.reversed, reversals.draws)}), where chance gives about half.`;
}

/** Majors against minors, and the reversal rate (docs/product.md#insights). */
export function ArcanaSection({ balance }: { balance: ArcanaBalance }) {
  const icon = <EyeIcon size={20} />;
  if (balance.draws === 0) return <InsightSection title={TITLE} icon={icon} takeaway="No cards yet: how many are Major Arcana, and how many came up reversed, shows here." />;
  const { draws, majors, minors, reversals } = balance;
  return (
    <InsightSection
      title={TITLE}
      icon={icon}
      takeaway={`The Major Arcana made up ${percent(majors, draws)} of your cards, where a shuffled deck gives about ${byChance(MAJOR_SHARE_BY_CHANCE)}. ${reversalWords(balance)}`}
      chart={
        <>
          <ArcanaChart balance={balance} />
          {reversals.readingsWithout > 0 && reversals.draws > 0 && (
            <p className="insight-note">{count(reversals.readingsWithout, 'reading')} laid without reversals {reversals.readingsWithout === 1 ? 'is' : 'are'} left out of the reversal rate.</p>
          )}
        </>
      }
      table={
        <NumbersTable
          caption={TITLE}
          columns={['Cards', 'Count', 'Share', 'By chance']}
          rows={[
            { label: 'Major Arcana', values: [majors, percent(majors, draws), byChance(MAJOR_SHARE_BY_CHANCE)] },
            { label: 'Minor Arcana', values: [minors, percent(minors, draws), byChance(1 - MAJOR_SHARE_BY_CHANCE)] },
            ...(reversals.draws > 0
              ? [
                  { label: 'Reversed', values: [reversals.reversed, percent(reversals.reversed, reversals.draws), byChance(REVERSED_SHARE_BY_CHANCE)] },
                  {
                    label: 'Upright',
                    values: [reversals.draws - reversals.reversed, percent(reversals.draws - reversals.reversed, reversals.draws), byChance(1 - REVERSED_SHARE_BY_CHANCE)],
                  },
                ]
              : []),
          ]}
        />
      }
    />
  );
}
