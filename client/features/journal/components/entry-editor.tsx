import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { JournalEntry, Mood } from '#common/api/journal.ts';
import { suggestTags } from '#common/domain/journal.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { HttpError } from '#client/lib/http-error.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { journalEntryQuery } from '../api.ts';
import { useSaveJournalEntry } from '../mutations.ts';
import { EntryContent } from './entry-content.tsx';
import { MoodPicker } from './mood-picker.tsx';
import { ReflectionField } from './reflection-field.tsx';
import { TagEditor } from './tag-editor.tsx';

/** Props of {@link EntryEditor}. */
export interface EntryEditorProps {
  readingId: string;
  /** The entry the edit starts from. */
  entry: JournalEntry;
  /** The reading's question, whose topics suggest tags. */
  question: string;
  onSaved: () => void;
  onCancel: () => void;
}

interface Draft {
  reflection: string;
  moodBefore: Mood;
  moodAfter: Mood;
  tags: string[];
}

const draftOf = ({ reflection, moodBefore, moodAfter, tags }: JournalEntry): Draft => ({ reflection, moodBefore, moodAfter, tags });

const sameDraft = (a: Draft, b: Draft): boolean =>
  a.reflection === b.reflection && a.moodBefore === b.moodBefore && a.moodAfter === b.moodAfter && a.tags.join('\n') === b.tags.join('\n');

const CONFLICT = 409;

/** Asks the browser to warn before the page is left or reloaded while `dirty`. */
function useWarnBeforeLeaving(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * Writes an entry (docs/product.md#the-journal): the reflection, the moods before and after, and tags. Saving names the
 * version the edit started from; when the entry was saved elsewhere since, the server refuses (409) and the editor
 * offers the newest version, shown beside what the user typed, which stays in the editor to save over it.
 */
export function EntryEditor({ readingId, entry, question, onSaved, onCancel }: EntryEditorProps) {
  const queryClient = useQueryClient();
  const save = useSaveJournalEntry(readingId);
  const [draft, setDraft] = useState(() => draftOf(entry));
  const [baseVersion, setBaseVersion] = useState(entry.version);
  const [newest, setNewest] = useState<JournalEntry | null>(null);
  const [loadingNewest, setLoadingNewest] = useState(false);
  const [suggestions] = useState(() => suggestTags(question));
  const dirty = !sameDraft(draft, draftOf(newest ?? entry));
  useWarnBeforeLeaving(dirty && !save.isSuccess);

  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const conflict = save.error instanceof HttpError && save.error.status === CONFLICT;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ ...draft, baseVersion }, { onSuccess: onSaved });
  }

  async function loadNewest() {
    setLoadingNewest(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...journalEntryQuery(readingId), staleTime: 0 });
      setNewest(fresh);
      setBaseVersion(fresh.version);
      save.reset();
    } catch {
      // The refusal is already on screen, and the Error dialog says why the load failed.
    } finally {
      setLoadingNewest(false);
    }
  }

  return (
    <form className="journal-editor" onSubmit={submit} aria-label="Edit your journal entry">
      {newest !== null && (
        <section className="journal-newest" aria-label="The newest saved version">
          <p className="fw-semibold mb-1">The newest saved version</p>
          <EntryContent content={newest} />
          <p className="small text-body-secondary mb-0 mt-2">Your own text is still below. Saving puts it in place of this version.</p>
        </section>
      )}
      <ReflectionField value={draft.reflection} onChange={(reflection) => change({ reflection })} />
      <div className="journal-moods-edit">
        <MoodPicker legend="Mood before the reading" value={draft.moodBefore} onChange={(moodBefore) => change({ moodBefore })} />
        <MoodPicker legend="Mood after the reading" value={draft.moodAfter} onChange={(moodAfter) => change({ moodAfter })} />
      </div>
      <TagEditor tags={draft.tags} onChange={(tags) => change({ tags })} suggestions={suggestions} />
      {save.error !== null && (
        <Alert variant={conflict ? 'warning' : 'danger'} className="mb-0">
          <p className={conflict ? 'mb-2' : 'mb-0'}>{refusalOf(save.error).message}</p>
          {conflict && (
            <Button variant="outline-primary" size="sm" disabled={loadingNewest} onClick={() => void loadNewest()}>
              <BusyLabel busy={loadingNewest} busyText="Loading…">
                Load the newest version
              </BusyLabel>
            </Button>
          )}
        </Alert>
      )}
      <div className="journal-editor-actions">
        <Button type="submit" variant="primary" disabled={save.isPending || conflict}>
          <BusyLabel busy={save.isPending} busyText="Saving…">
            Save
          </BusyLabel>
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
