import type { ArcanaBalance } from '../arcana-balance.ts';
import { percent } from '../components/format.ts';
import { CategoryBars, type CategoryBar } from './category-bars.tsx';

const share = (part: number, total: number) => (total === 0 ? 0 : (part / total) * 100);

/** The Major Arcana's share of the cards, and the reversed cards' share of those that could be, each over a full track. */
export function ArcanaChart({ balance }: { balance: ArcanaBalance }) {
  const { draws, majors, reversals } = balance;
  const rows: CategoryBar[] = [{ label: 'Major Arcana', value: share(majors, draws), tone: 'major', valueText: percent(majors, draws) }];
  if (reversals.draws > 0) {
    rows.push({ label: 'Reversed', value: share(reversals.reversed, reversals.draws), tone: 'accent', valueText: percent(reversals.reversed, reversals.draws) });
  }
  return (
    <CategoryBars
      name="Bar chart of the share of Major Arcana among your cards, and of reversed cards"
      rows={rows}
      percent
      keyEntries={[{ label: reversals.draws > 0 ? 'The rest: Minor Arcana, and upright cards' : 'The rest: Minor Arcana', tone: 'muted' }]}
    />
  );
}
