import { decimal } from '../components/format.ts';
import type { CardCount } from '../most-drawn-cards.ts';
import { PlainBars } from './plain-bars.tsx';

/** The most drawn cards as bars, those that stand out beyond chance in the accent, with chance's count marked. */
export function MostDrawnChart({ cards, expected }: { cards: readonly CardCount[]; expected: number }) {
  return (
    <PlainBars
      name={`Bar chart of your ${cards.length} most drawn cards, against the about ${decimal(expected)} draws chance alone would give each`}
      rows={cards.map(({ card, count, notable }) => ({
        label: card.name,
        parts: [{ label: 'Draws', value: count, tone: notable ? 'accent' : 'primary' }],
        valueText: String(count),
      }))}
      mark={{ value: expected, label: `Chance alone: about ${decimal(expected)} each` }}
    />
  );
}
