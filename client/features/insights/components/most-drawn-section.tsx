import { CARDS_PER_DECK } from '#common/limits.ts';
import { CardsIcon } from '#client/components/icons.tsx';
import { MostDrawnChart } from '../charts/most-drawn-chart.tsx';
import { type CardCount, type MostDrawnCards, NOTABLE_CHANCE } from '../most-drawn-cards.ts';
import { count, decimal } from './format.ts';
import { InsightSection } from './insight-section.tsx';
import { NumbersTable } from './numbers-table.tsx';

/** How many of the most drawn cards the chart and its table show. */
export const MOST_DRAWN_SHOWN = 10;
const TITLE = 'Cards that come up most';
/** "1 in 1,560": how rarely luck must give a count for the card to stand out, as the test in most-drawn-cards.ts sets it. */
const ONE_IN = Math.round(CARDS_PER_DECK / NOTABLE_CHANCE).toLocaleString('en-US');

const names = (cards: readonly CardCount[]) => {
  const all = cards.map((card) => card.card.name);
  return all.length < 3 ? all.join(' and ') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
};

/** What the counts say: the card that stands out beyond chance, or else the most drawn and that nothing does. */
function takeaway({ cards, expected, draws }: MostDrawnCards): string {
  const chance = `chance alone would give about ${decimal(expected)}`;
  const notable = cards.filter((card) => card.notable);
  if (notable.length > 0) {
    const [first, ...others] = notable;
    const more = others.length > 0 ? ` So did ${names(others)}.` : '';
    return `${first!.card.name} comes up more often than chance explains: drawn ${count(first!.count, 'time')}; ${chance}.${more}`;
  }
  const most = cards[0]!.count;
  if (most === 1) return `No card has come up twice yet, in ${count(draws, 'card')} drawn so far.`;
  const top = cards.filter((card) => card.count === most);
  const named = top.length > 3 ? `${top.slice(0, 3).map((card) => card.card.name).join(', ')} and ${top.length - 3} more` : names(top);
  const drawn = top.length === 1 ? `is ${named}, drawn ${count(most, 'time')}` : `are ${named}, drawn ${count(most, 'time')} each`;
  return `Your most drawn ${top.length === 1 ? 'card' : 'cards'} ${drawn}; ${chance}, so nothing stands out beyond luck yet.`;
}

/** The most drawn cards against chance (docs/product.md#insights). */
export function MostDrawnSection({ mostDrawn, readings }: { mostDrawn: MostDrawnCards; readings: number }) {
  const icon = <CardsIcon size={20} />;
  if (mostDrawn.draws === 0) {
    return <InsightSection title={TITLE} icon={icon} takeaway="No cards to count yet: the cards of your saved readings are counted here." />;
  }
  const shown = mostDrawn.cards.slice(0, MOST_DRAWN_SHOWN);
  return (
    <InsightSection
      title={TITLE}
      icon={icon}
      wide
      takeaway={takeaway(mostDrawn)}
      chart={
        <>
          <MostDrawnChart cards={shown} expected={mostDrawn.expected} />
          <p className="insight-note">
            Out of {count(mostDrawn.draws, 'card')} drawn in {count(readings, 'reading')} (clarifiers included), each of the 78 cards would come up about{' '}
            {decimal(mostDrawn.expected)} times by chance alone. A card stands out, in gold with a star, only when luck would give it that many draws less than 1 time
            in {ONE_IN}, and it came up at least 3 times.
          </p>
        </>
      }
      table={
        <NumbersTable
          caption={TITLE}
          columns={['Card', 'Drawn', 'By chance', 'Stands out']}
          rows={shown.map(({ card, count: drawn, notable }) => ({ label: card.name, values: [drawn, decimal(mostDrawn.expected), notable ? 'Yes' : 'No'] }))}
        />
      }
    />
  );
}
