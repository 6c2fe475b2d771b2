import { useQuery } from '@tanstack/react-query';
import { journalEntryQuery } from '../api.ts';
import { CheckInPicker } from './check-in-picker.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the journal's styles, loaded with the part that shows them
import '../journal.scss';

/**
 * The check-in offered right after a reading is saved (docs/product.md#your-reading): "Ask me how it turned out",
 * once the reading's entry says whether one is already set. Nothing shows while it loads or when it cannot be had.
 */
export function CheckInPanel({ readingId, canEmail }: { readingId: string; canEmail: boolean }) {
  const { data: entry } = useQuery(journalEntryQuery(readingId));
  if (entry === undefined) return null;
  return (
    <section className="journal-check-in-panel" aria-label="Check-in">
      <CheckInPicker readingId={readingId} checkIn={entry.checkIn} canEmail={canEmail} />
    </section>
  );
}
