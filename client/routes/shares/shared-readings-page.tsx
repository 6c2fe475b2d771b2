import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { ShareIcon } from '#client/components/icons.tsx';
import { ListStates } from '#client/components/list-states.tsx';
import { useDeleteShare, useSharedReadingIds } from '#client/features/shares/api.ts';
import { SharedReadingItem } from '#client/features/shares/components/shared-reading-item.tsx';
import { SharedReadingsSkeleton } from '#client/features/shares/components/shared-readings-skeleton.tsx';
import { appPaths } from '#client/paths.ts';
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
      <ListStates
        items={shares}
        pending={isPending}
        loadingLabel="Loading your shared readings…"
        skeleton={<SharedReadingsSkeleton />}
        empty={{
          icon: <ShareIcon size={36} />,
          title: 'You haven’t shared any readings yet',
          text: (
            <>
              Open a reading and choose <strong>Share this reading</strong> to get a private link for a friend. Your links will be listed
              here with how often they were viewed.
            </>
          ),
          actions: (
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <Link className="btn btn-primary" to={appPaths.readings}>
                Go to My Readings
              </Link>
              <Link className="btn btn-outline-primary" to={appPaths.reading}>
                Start Reading
              </Link>
            </div>
          ),
        }}
      >
        {(list) => (
          <ul className="share-list">
            {list.map(([id, hitCount]) => (
              <li key={id}>
                <SharedReadingItem
                  id={id}
                  hitCount={hitCount}
                  busy={remove.isPending}
                  onDelete={(shareId, title) => {
                    setTarget({ id: shareId, title });
                    setConfirming(true);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
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
