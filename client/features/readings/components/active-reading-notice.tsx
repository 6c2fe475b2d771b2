import { Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { ReadingStatus } from '#common/api/readings.ts';
import { BookIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { appPaths } from '#client/paths.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';

// With react-bootstrap's Modal, a chunk of its own: Start Reading's first load is budgeted (scripts/first-load-budget.test.ts),
// and the dialog only opens on Discard. Rendered with the notice, so it is fetched before it can be asked for.
const ConfirmDiscard = lazyPart(() => import('./confirm-discard.tsx').then((module) => module.ConfirmDiscard));

/** Props of {@link ActiveReadingNotice}. */
export interface ActiveReadingNoticeProps {
  /** The active reading's status. A saved, finished one never gets here: the form shows instead. */
  status: ReadingStatus;
  /** Whether My Readings has room to save it; undefined while that is asked. */
  canSave: boolean | undefined;
  /** Saves the active reading to My Readings; resolves when done (the page then offers a new reading). */
  onSave: () => Promise<void>;
  saving: boolean;
  /** Discards the active reading; resolves when done. */
  onDiscard: () => Promise<void>;
  discarding: boolean;
}

/**
 * Shown instead of the reading form while an unsaved reading is active (one reading at a time): a
 * finished one can be saved, which frees the way to a new reading, discarded, or asked about further
 * with a clarifier (docs/product.md#clarifiers); one still being written can be opened, or discarded while it waits in the queue.
 */
export function ActiveReadingNotice({ status, canSave, onSave, saving, onDiscard, discarding }: ActiveReadingNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  const finished = status === 'ACTIVE';
  const full = finished && canSave === false;
  return (
    <>
      <NoticeCard
        icon={BookIcon}
        title="You have a reading in progress"
        actions={
          <>
            {finished && (
              // A failed save has already raised the Error dialog; the button comes back for another try.
              <Button variant="primary" onClick={() => void onSave().catch(() => undefined)} disabled={saving || canSave !== true}>
                Save and start a new one
              </Button>
            )}
            <Link className={finished ? 'btn btn-outline-primary' : 'btn btn-primary'} to={appPaths.activeResult}>
              View
            </Link>
            {finished && (
              <Link className="btn btn-outline-primary" to={appPaths.activeResult}>
                Ask a clarifier
              </Link>
            )}
            {status !== 'GENERATING' && (
              <Button variant="outline-danger" onClick={() => setConfirming(true)} disabled={discarding}>
                Discard
              </Button>
            )}
          </>
        }
      >
        <p className="text-body-secondary mb-4">
          {finished
            ? 'It is not saved yet. Save it to My Readings to start a new one, or discard it. To ask more about one of its cards, open it and choose “Ask a clarifier” under that card.'
            : 'It is still being written. Open it to follow along; once it is ready you can save it and start a new one.'}
        </p>
        {full && <p className="small mb-3">My Readings is full: delete a saved reading there to make room, or discard this one.</p>}
      </NoticeCard>
      <Suspense fallback={null}>
        <ConfirmDiscard saved={false} show={confirming} busy={discarding} onCancel={() => setConfirming(false)} onConfirm={onDiscard} />
      </Suspense>
    </>
  );
}
