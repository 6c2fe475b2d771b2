import type { ArcanaBalance } from '../arcana-balance.ts';
import { percent } from '../components/format.ts';
import { PlainBars, type BarRow } from './plain-bars.tsx';

const share = (part: number, total: number) => (total === 0 ? 0 : (part / total) * 100);

/** The Major Arcana's share of the cards, and the reversed cards' share of those that could be, as two full bars. */
export function ArcanaChart({ balance }: { balance: ArcanaBalance }) {
  const { draws, majors, minors, reversals } = balance;
  const rows: BarRow[] = [
    {
      label: 'Major Arcana',
      parts: [
        { label: 'Major Arcana', value: share(majors, draws), tone: 'major' },
        { label: 'Minor Arcana', value: share(minors, draws), tone: 'muted' },
      ],
      valueText: percent(majors, draws),
    },
  ];
  if (reversals.draws > 0) {
    rows.push({
      label: 'Reversed',
      parts: [
        { label: 'Reversed', value: share(reversals.reversed, reversals.draws), tone: 'accent' },
        { label: 'Upright', value: share(reversals.draws - reversals.reversed, reversals.draws), tone: 'muted' },
      ],
      valueText: percent(reversals.reversed, reversals.draws),
    });
  }
  return <PlainBars name="Bar chart of the share of Major Arcana among your cards, and of reversed cards" rows={rows} max={100} />;
}
