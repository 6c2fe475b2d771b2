import { useState } from 'react';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { useDeleteShare, useSharedReadingIds } from '#client/features/shares/api.ts';
import { SharedReadingItem } from '#client/features/shares/components/shared-reading-item.tsx';
import { NoSharedReadings, SharedReadingsSkeleton } from '#client/features/shares/components/shared-readings-states.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the sharing styles, loaded with this route (see the stylesheet)
import '../../features/shares/shares.scss';

/** /app/main/shared-readings: the user's share links, newest first, with their views; copy, open or delete one. */
export function Component() {
  const { data: shares, isPending } = useSharedReadingIds();
  const remove = useDeleteShare();
  // The share asked about stays named while the dialog fades out after the answer.
  const [target, setTarget] = useState<{ id: string; title: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="shares-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">Shared Readings</h1>
        <p className="text-body-secondary mb-0">
          Links you created to share a reading, newest first. Anyone with a link can see that reading, but not who you are.
        </p>
      </header>
      {isPending ? (
        <SharedReadingsSkeleton />
      ) : !shares || shares.length === 0 ? (
        <NoSharedReadings />
      ) : (
        <ul className="share-list">
          {shares.map(([id, hitCount]) => (
            <li key={id}>
              <SharedReadingItem id={id} hitCount={hitCount} busy={remove.isPending} onDelete={(shareId, title) => {
                  setTarget({ id: shareId, title });
                  setConfirming(true);
                }} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={confirming}
        title="Stop sharing this reading?"
        body={`The link to “${target?.title ?? ''}” will stop working at once for everyone who has it. The reading itself stays yours.`}
        confirmLabel="Delete link"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (target !== null) await remove.mutateAsync(target.id);
        }}
      />
    </div>
  );
}
