import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { useCanSaveReading } from '../../api.ts';
import { useDiscardActiveReading, useDiscardOldest, useSaveReading } from '../../mutations.ts';
import { ConfirmDiscard } from '../confirm-discard.tsx';
import { BookmarkIcon, CheckIcon, TrashIcon } from '../reading-icons.tsx';

/** Props of {@link ReadingActions}. */
export interface ReadingActionsProps {
  readingId: string;
  saved: boolean;
  /** Called once the reading has been discarded (the page leaves). */
  onDiscarded: () => void;
}

/**
 * Save to My Readings and Discard, for the active reading. When My Readings is full, Save gives way
 * to an offer to discard the oldest saved reading first.
 */
export function ReadingActions({ readingId, saved, onDiscarded }: ReadingActionsProps) {
  const save = useSaveReading(readingId);
  const discard = useDiscardActiveReading();
  const discardOldest = useDiscardOldest();
  const canSave = useCanSaveReading(!saved);
  const [confirming, setConfirming] = useState<'discard' | 'oldest' | null>(null);
  const full = !saved && canSave.data === false;

  return (
    <section className="reading-actions" aria-label="Reading actions">
      <div className="reading-actions-row">
        <Button variant="primary" disabled={saved || full || canSave.isPending || save.isPending} onClick={() => save.mutate()}>
          {saved ? <CheckIcon size={18} /> : <BookmarkIcon size={18} />}
          {saved ? 'Saved to My Readings' : 'Save to My Readings'}
        </Button>
        <Button variant="outline-danger" disabled={discard.isPending} onClick={() => setConfirming('discard')}>
          <TrashIcon size={18} />
          Discard
        </Button>
      </div>
      {full && (
        <div className="reading-actions-full">
          <p className="mb-2 small">My Readings is full. Discard the oldest saved reading to make room for this one.</p>
          <Button variant="outline-primary" size="sm" disabled={discardOldest.isPending} onClick={() => setConfirming('oldest')}>
            Discard oldest to make room
          </Button>
        </div>
      )}
      <ConfirmDiscard
        saved={saved}
        show={confirming === 'discard'}
        busy={discard.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          await discard.mutateAsync();
          onDiscarded();
        }}
      />
      <ConfirmDialog
        show={confirming === 'oldest'}
        title="Discard your oldest saved reading?"
        body="The oldest reading in My Readings will be deleted for good, to make room for this one."
        confirmLabel="Discard oldest"
        busy={discardOldest.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => discardOldest.mutateAsync()}
      />
    </section>
  );
}
