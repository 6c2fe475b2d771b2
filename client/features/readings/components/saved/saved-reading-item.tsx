import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CardArt } from '#art/card-art.tsx';
import { useReading, useReadingInfo } from '../../api.ts';
import { tryReadingCards } from '#common/domain/reading-cards.ts';
import { TrashIcon } from '../reading-icons.tsx';

/** Props of {@link SavedReadingItem}. */
export interface SavedReadingItemProps {
  id: string;
  /** Whether a delete is under way (Delete waits). */
  busy: boolean;
  /** Where Open leads: the reading in the journal. */
  openTo: string;
  onDelete: (id: string) => void;
}

/** How many card thumbnails an item shows before "+N". */
const THUMBNAILS = 5;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One saved reading: its cards in miniature, title, date and summary, with Open and Delete. */
export function SavedReadingItem({ id, busy, openTo, onDelete }: SavedReadingItemProps) {
  const { data: info, isPending: infoPending } = useReadingInfo(id);
  const { data: reading } = useReading(id);
  // A reading naming a card its deck lacks shows no thumbnails here; its page says what is wrong.
  const laid = reading ? tryReadingCards(reading, undefined) : null;
  const cards = laid?.ok ? laid.cards : [];
  const title = info?.title || reading?.title || 'Untitled reading';
  return (
    <article className="saved-reading" aria-label={infoPending ? 'Saved reading' : title}>
      <div className="saved-reading-cards" aria-hidden="true">
        {cards.slice(0, THUMBNAILS).map((item) => (
          <CardArt key={item.answer.answerUuid} card={item.card} style={item.style} reversed={item.answer.reversed} width={34} />
        ))}
        {cards.length > THUMBNAILS && <span className="saved-reading-more">+{cards.length - THUMBNAILS}</span>}
        {reading === undefined && <span className="placeholder saved-reading-thumb-placeholder" />}
      </div>
      <div className="saved-reading-text">
        {infoPending ? (
          <p className="placeholder-glow mb-0" aria-hidden="true">
            <span className="placeholder col-6 placeholder-lg" /> <span className="placeholder col-10" />
          </p>
        ) : (
          <>
            <h2 className="saved-reading-title h5">{title}</h2>
            {reading && (
              <p className="saved-reading-date">
                <time dateTime={new Date(reading.createdAt).toISOString()}>{dateFormat.format(reading.createdAt)}</time>
              </p>
            )}
            {info?.summary && <p className="saved-reading-summary">{info.summary}</p>}
          </>
        )}
      </div>
      <div className="saved-reading-actions">
        <Link className="btn btn-primary btn-sm" to={openTo}>
          Open<span className="visually-hidden"> {title}</span>
        </Link>
        <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => onDelete(id)} aria-label={`Delete ${title}`}>
          <TrashIcon size={16} />
        </Button>
      </div>
    </article>
  );
}
