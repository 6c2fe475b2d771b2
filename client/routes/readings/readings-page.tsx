import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router';
import { PRIVACY_CLAIMS } from '#common/privacy/claims.ts';
import { useReadingIds } from '#client/features/readings/api.ts';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { BookIcon } from '#client/components/icons.tsx';
import { ListStates } from '#client/components/list-states.tsx';
import { ActiveInTheWayDialog } from '#client/features/readings/components/saved/active-in-the-way-dialog.tsx';
import { SavedReadingItem } from '#client/features/readings/components/saved/saved-reading-item.tsx';
import { SavedReadingsSkeleton } from '#client/features/readings/components/saved/saved-readings-skeleton.tsx';
import { useDeleteSavedReading, useOpenSavedReading } from '#client/features/readings/mutations.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { appPaths } from '#client/paths.ts';

/**
 * /app/main/readings: the saved readings, newest first; open one (it becomes the active reading) or delete it. Opening
 * one while an unsaved reading is active offers to save or discard that one first, then opens it.
 */
export function Component() {
  const navigate = useNavigate();
  const { data: ids, isPending } = useReadingIds();
  const open = useOpenSavedReading();
  const remove = useDeleteSavedReading();
  const [deleting, setDeleting] = useState<string | null>(null);
  // The reading asked for and the server's words; they stay while the dialog fades out after closing.
  const [blocked, setBlocked] = useState({ id: '', message: '' });
  const [askingWayOut, setAskingWayOut] = useState(false);

  const openReading = (id: string) =>
    open.mutate(id, {
      onSuccess: (inTheWay) => {
        if (inTheWay === null) return void navigate(appPaths.result(id, -1));
        setBlocked({ id, message: inTheWay });
        setAskingWayOut(true);
      },
    });

  return (
    <div className="saved-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">My Readings</h1>
        <p className="text-body-secondary mb-0">Readings you saved, newest first. {PRIVACY_CLAIMS.sealed}</p>
      </header>
      {/* Why the last Open or Delete failed, in the server's words when it gave some. */}
      {[open.error, remove.error].map(
        (error, index) =>
          error !== null && (
            <Alert key={index} variant="danger" role="alert">
              {refusalOf(error).message}
            </Alert>
          ),
      )}
      <ListStates
        items={ids}
        pending={isPending}
        loadingLabel="Loading your readings…"
        skeleton={<SavedReadingsSkeleton />}
        offlineText="Your saved readings load by themselves once you’re back online."
        empty={{
          icon: <BookIcon size={36} />,
          title: 'No saved readings yet',
          text: 'When a reading speaks to you, save it from its page and it will wait here.',
          actions: (
            <Link className="btn btn-primary" to={appPaths.reading}>
              Start Reading
            </Link>
          ),
        }}
      >
        {(list) => (
          <ul className="saved-list">
            {list.map((id) => (
              <li key={id}>
                <SavedReadingItem id={id} busy={open.isPending || remove.isPending} onOpen={openReading} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <ActiveInTheWayDialog
        show={askingWayOut}
        message={blocked.message}
        onCancel={() => setAskingWayOut(false)}
        onCleared={() => {
          setAskingWayOut(false);
          openReading(blocked.id);
        }}
      />
      <ConfirmDialog
        show={deleting !== null}
        title="Delete this reading?"
        body="It will be removed from My Readings for good. This cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting !== null) await remove.mutateAsync(deleting);
        }}
      />
    </div>
  );
}
