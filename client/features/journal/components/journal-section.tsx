import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { refusalOf } from '#client/lib/refusal.ts';
import { journalEntryQuery } from '../api.ts';
import { CheckInPicker } from './check-in-picker.tsx';
import { EntryEditor } from './entry-editor.tsx';
import { EntryHistory } from './entry-history.tsx';
import { EntryView } from './entry-view.tsx';
import { OutcomeSection } from './outcome-section.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the journal's styles, loaded with the page that shows it
import '../journal.scss';

/** Props of {@link JournalSection}. */
export interface JournalSectionProps {
  readingId: string;
  /** The reading's question, whose topics suggest tags. */
  question: string;
  /** Whether this server sends email, for the check-in's email reminder. */
  canEmail: boolean;
}

/**
 * "Your journal" under a saved reading (docs/product.md#the-journal): the entry, read or edited, its earlier versions,
 * how it turned out, and the check-in that asks. A due check-in's question comes first.
 */
export function JournalSection({ readingId, question, canEmail }: JournalSectionProps) {
  const titleId = useId();
  const query = useQuery(journalEntryQuery(readingId));
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Due as of when the page opened: a check-in coming due while it is open waits for the next visit.
  const [openedAt] = useState(Date.now);

  useEffect(() => {
    // Saving closes the editor, which held the focus: it goes back to Edit, beside what was saved.
    if (justSaved && !editing) editButton.current?.focus();
  }, [justSaved, editing]);

  const entry = query.data;
  const due = entry !== undefined && entry.checkIn !== null && entry.checkIn.dueAt <= openedAt;

  return (
    <section className="journal-section" aria-labelledby={titleId}>
      <div className="journal-section-heading">
        <h2 id={titleId} className="h5 mb-0">
          Your journal
        </h2>
        <p className="journal-saved mb-0" role="status">
          {justSaved && 'Saved'}
        </p>
      </div>
      {entry === undefined ? (
        query.isError ? (
          <div>
            <p className="text-body-secondary">{refusalOf(query.error).message}</p>
            <Button variant="outline-primary" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p className="text-body-secondary">Opening your journal…</p>
        )
      ) : (
        <>
          {due && <OutcomeSection readingId={readingId} entry={entry} due />}
          {editing ? (
            <EntryEditor
              readingId={readingId}
              entry={entry}
              question={question}
              onSaved={() => {
                setEditing(false);
                setJustSaved(true);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <EntryView
              entry={entry}
              editRef={editButton}
              onEdit={() => {
                setEditing(true);
                setJustSaved(false);
              }}
            />
          )}
          {entry.version > 1 && <EntryHistory readingId={readingId} />}
          {!due && <OutcomeSection readingId={readingId} entry={entry} due={false} />}
          <CheckInPicker readingId={readingId} checkIn={entry.checkIn} canEmail={canEmail} />
        </>
      )}
    </section>
  );
}
