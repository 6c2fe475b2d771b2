import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { appPaths } from '#client/paths.ts';
import { useCanSaveReading } from '../../api.ts';
import { useDiscardActiveReading, useDiscardOldest, useSaveReading } from '../../mutations.ts';
import { ConfirmDiscard } from '../confirm-discard.tsx';
import { BookmarkIcon, CheckIcon, CrossIcon, PlusIcon, TrashIcon } from '../reading-icons.tsx';

/** Props of {@link ReadingActions}. */
export interface ReadingActionsProps {
  readingId: string;
  saved: boolean;
  /** Called once the reading has been closed or discarded (the page leaves). */
  onDiscarded: () => void;
}

/**
 * What to do with the finished active reading (docs/product.md#your-reading). Unsaved: Save to My Readings or
 * Discard it (when My Readings is full, Save gives way to discarding the oldest saved reading first). Saved: the
 * loop goes on with New reading, and Close ends it here while it stays in My Readings, so nothing is named
 * Discard that deletes nothing. Self-contained, so the result page can place it where its layout wants.
 */
export function ReadingActions({ readingId, saved, onDiscarded }: ReadingActionsProps) {
  const save = useSaveReading(readingId);
  const discard = useDiscardActiveReading();
  const discardOldest = useDiscardOldest();
  const canSave = useCanSaveReading(!saved);
  const [confirming, setConfirming] = useState<'discard' | 'oldest' | null>(null);
  const full = !saved && canSave.data === false;
  // Saving removes the focused Save button: the focus goes on to the next step, New reading.
  const newReading = useRef<HTMLAnchorElement>(null);
  const justSaved = useRef(false);
  useEffect(() => {
    if (!saved || !justSaved.current) return;
    justSaved.current = false;
    newReading.current?.focus();
  }, [saved]);

  return (
    <section className="reading-actions" aria-label="Reading actions">
      <p className="reading-actions-saved" role="status">
        {saved && (
          <>
            <CheckIcon size={18} />
            Saved to My Readings
          </>
        )}
      </p>
      <div className="reading-actions-row">
        {saved ? (
          <>
            <Link ref={newReading} className="btn btn-primary" to={appPaths.reading}>
              <PlusIcon size={18} />
              New reading
            </Link>
            <Button variant="outline-secondary" disabled={discard.isPending} onClick={() => setConfirming('discard')}>
              <CrossIcon size={18} />
              Close
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="primary"
              disabled={full || canSave.isPending || save.isPending}
              onClick={() =>
                save.mutate(undefined, {
                  onSuccess: () => {
                    justSaved.current = true;
                  },
                })
              }
            >
              <BookmarkIcon size={18} />
              Save to My Readings
            </Button>
            <Button variant="outline-danger" disabled={discard.isPending} onClick={() => setConfirming('discard')}>
              <TrashIcon size={18} />
              Discard
            </Button>
          </>
        )}
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
