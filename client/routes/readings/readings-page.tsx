import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useReadingIds } from '#client/features/readings/api.ts';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { SavedReadingItem } from '#client/features/readings/components/saved/saved-reading-item.tsx';
import { NoSavedReadings, SavedReadingsSkeleton } from '#client/features/readings/components/saved/saved-readings-states.tsx';
import { useDeleteSavedReading, useOpenSavedReading } from '#client/features/readings/mutations.ts';
import { appPaths } from '#client/paths.ts';

/** /app/main/readings: the saved readings, newest first; open one (it becomes the active reading) or delete it. */
export function Component() {
  const navigate = useNavigate();
  const { data: ids, isPending } = useReadingIds();
  const open = useOpenSavedReading();
  const remove = useDeleteSavedReading();
  const [deleting, setDeleting] = useState<string | null>(null);

  const openReading = (id: string) => open.mutate(id, { onSuccess: () => navigate(appPaths.result(id, -1)) });

  return (
    <div className="saved-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">My Readings</h1>
        <p className="text-body-secondary mb-0">Readings you saved, newest first. They are encrypted with your password: only you can open them.</p>
      </header>
      {isPending ? (
        <SavedReadingsSkeleton />
      ) : !ids || ids.length === 0 ? (
        <NoSavedReadings />
      ) : (
        <ul className="saved-list">
          {ids.map((id) => (
            <li key={id}>
              <SavedReadingItem id={id} busy={open.isPending || remove.isPending} onOpen={openReading} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
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
