import { EyeIcon } from '#client/components/icons.tsx';
import { type ArcanaBalance, MAJOR_SHARE_BY_CHANCE, REVERSED_SHARE_BY_CHANCE } from '../arcana-balance.ts';
import { ArcanaChart } from '../charts/arcana-chart.tsx';
import { count, percent } from './format.ts';
import { InsightSection } from './insight-section.tsx';

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
        <table className="table table-sm insight-numbers">
          <caption className="visually-hidden">{TITLE}</caption>
          <thead>
            <tr>
              <th scope="col">Cards</th>
              <th scope="col">Count</th>
              <th scope="col">Share</th>
              <th scope="col">By chance</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Major Arcana</th>
              <td>{majors}</td>
              <td>{percent(majors, draws)}</td>
              <td>{byChance(MAJOR_SHARE_BY_CHANCE)}</td>
            </tr>
            <tr>
              <th scope="row">Minor Arcana</th>
              <td>{minors}</td>
              <td>{percent(minors, draws)}</td>
              <td>{byChance(1 - MAJOR_SHARE_BY_CHANCE)}</td>
            </tr>
            {reversals.draws > 0 && (
              <>
                <tr>
                  <th scope="row">Reversed</th>
                  <td>{reversals.reversed}</td>
                  <td>{percent(reversals.reversed, reversals.draws)}</td>
                  <td>{byChance(REVERSED_SHARE_BY_CHANCE)}</td>
                </tr>
                <tr>
                  <th scope="row">Upright</th>
                  <td>{reversals.draws - reversals.reversed}</td>
                  <td>{percent(reversals.draws - reversals.reversed, reversals.draws)}</td>
                  <td>{byChance(1 - REVERSED_SHARE_BY_CHANCE)}</td>
                </tr>
              </>
            )}
          </tbody>
        </table>
      }
    />
  );
}
