import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import type { JournalEntry } from '#common/api/journal.ts';
import { dayLabel, isoDay } from '../dates.ts';
import { EntryContent, hasWriting } from './entry-content.tsx';

/** Props of {@link EntryView}. */
export interface EntryViewProps {
  entry: JournalEntry;
  onEdit: () => void;
  /** The Edit (or Write) button, which takes the focus back after a save. */
  editRef?: Ref<HTMLButtonElement>;
}

/** The saved entry with Edit, or, with nothing written yet, an invitation to write with Write. */
export function EntryView({ entry, onEdit, editRef }: EntryViewProps) {
  if (!hasWriting(entry)) {
    return (
      <div className="journal-empty">
        <p className="mb-2">What did this reading stir in you?</p>
        <Button ref={editRef} variant="primary" onClick={onEdit}>
          Write
        </Button>
      </div>
    );
  }
  return (
    <div>
      <EntryContent content={entry} />
      <div className="journal-entry-footer">
        {entry.updatedAt !== null && (
          <span className="small text-body-secondary">
            Last saved <time dateTime={isoDay(entry.updatedAt)}>{dayLabel(entry.updatedAt)}</time>
          </span>
        )}
        <Button ref={editRef} variant="outline-primary" size="sm" onClick={onEdit}>
          Edit
        </Button>
      </div>
    </div>
  );
}
