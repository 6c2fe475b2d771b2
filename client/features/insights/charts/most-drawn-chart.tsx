import { decimal } from '../components/format.ts';
import type { CardCount } from '../most-drawn-cards.ts';
import type { KeyEntry } from './chart-frame.tsx';
import { CategoryBars } from './category-bars.tsx';

/** Marks the count of a card that stands out, so it shows by more than its color. */
const STANDS_OUT = '★';

/** The most drawn cards as bars, those that stand out beyond chance in the accent and starred, with chance's count marked. */
export function MostDrawnChart({ cards, expected }: { cards: readonly CardCount[]; expected: number }) {
  const keyEntries: KeyEntry[] = [{ label: `Chance alone: about ${decimal(expected)} each`, dashed: true }];
  if (cards.some((card) => card.notable)) keyEntries.push({ label: `${STANDS_OUT} Stands out beyond chance`, tone: 'accent' });
  return (
    <CategoryBars
      name={`Bar chart of your ${cards.length} most drawn cards, against the about ${decimal(expected)} draws chance alone would give each`}
      rows={cards.map(({ card, count, notable }) => ({
        label: card.name,
        value: count,
        tone: notable ? 'accent' : 'primary',
        valueText: notable ? `${count} ${STANDS_OUT}` : String(count),
      }))}
      mark={expected}
      keyEntries={keyEntries}
    />
  );
}
