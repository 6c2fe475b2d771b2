import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CardArt } from '#art/card-art.tsx';
import type { JournalItem } from '#common/api/journal.ts';
import { moodLabel } from '#common/domain/journal.ts';
import { tryReadingCards } from '#common/domain/reading-cards.ts';
import { TrashIcon } from '#client/features/readings/components/reading-icons.tsx';

/** Props of {@link JournalListItem}. */
export interface JournalListItemProps {
  item: JournalItem;
  /** Whether a delete is under way (Delete waits). */
  busy: boolean;
  /** Where Open leads: the reading in the journal. */
  openTo: string;
  onDelete: (id: string) => void;
  /** Now, epoch ms: a check-in at or before it is due. */
  now: number;
}

/** How many card thumbnails an item shows before "+N". */
const THUMBNAILS = 5;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The moods of an entry in words: "Uneasy → Hopeful", one of them, or nothing. */
function moods(before: number | null, after: number | null): string | undefined {
  const [from, to] = [moodLabel(before), moodLabel(after)];
  if (from && to) return `${from} → ${to}`;
  return from ? `Before: ${from}` : to ? `After: ${to}` : undefined;
}

/**
 * One saved reading in My Readings (kept as drawn while a search narrows the list around it): its cards in miniature, title, date and summary, what the journal holds of it
 * (tags, moods, outcome, a due check-in), with Open and Delete.
 */
export const JournalListItem = memo(function JournalListItem({ item, busy, openTo, onDelete, now }: JournalListItemProps) {
  const { reading, entry } = item;
  // A reading naming a card its deck lacks shows no thumbnails here; its page says what is wrong.
  const laid = tryReadingCards(reading, undefined);
  const cards = laid.ok ? laid.cards : [];
  const title = reading.title || 'Untitled reading';
  const mood = moods(entry.moodBefore, entry.moodAfter);
  const due = entry.checkIn !== null && entry.checkIn.dueAt <= now;
  return (
    <article className="saved-reading" aria-label={title}>
      <div className="saved-reading-cards" aria-hidden="true">
        {cards.slice(0, THUMBNAILS).map((laidCard) => (
          <CardArt key={laidCard.answer.answerUuid} card={laidCard.card} style={laidCard.style} reversed={laidCard.answer.reversed} width={34} />
        ))}
        {cards.length > THUMBNAILS && <span className="saved-reading-more">+{cards.length - THUMBNAILS}</span>}
      </div>
      <div className="saved-reading-text">
        <h2 className="saved-reading-title h5">{title}</h2>
        <p className="saved-reading-date">
          <time dateTime={new Date(reading.createdAt).toISOString()}>{dateFormat.format(reading.createdAt)}</time>
          {mood && <span className="journal-item-mood"> · {mood}</span>}
        </p>
        {reading.summary && <p className="saved-reading-summary">{reading.summary}</p>}
        {(entry.tags.length > 0 || entry.outcome || due) && (
          <ul className="journal-item-marks" aria-label="From your journal">
            {due && <li className="journal-mark journal-mark-due">Check-in due</li>}
            {entry.outcome && <li className="journal-mark journal-mark-outcome">Outcome recorded</li>}
            {entry.tags.map((tag) => (
              <li key={tag} className="journal-mark">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="saved-reading-actions">
        <Link className="btn btn-primary btn-sm" to={openTo}>
          Open<span className="visually-hidden"> {title}</span>
        </Link>
        <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => onDelete(reading.id)} aria-label={`Delete ${title}`}>
          <TrashIcon size={16} />
        </Button>
      </div>
    </article>
  );
});
