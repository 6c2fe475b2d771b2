import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { PRIVACY_CLAIMS } from '#common/privacy/claims.ts';
import { useReadingIds } from '#client/features/readings/api.ts';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { BookIcon, ChartIcon } from '#client/components/icons.tsx';
import { ListStates } from '#client/components/list-states.tsx';
import { SavedReadingItem } from '#client/features/readings/components/saved/saved-reading-item.tsx';
import { SavedReadingsFilter } from '#client/features/readings/components/saved/saved-readings-filter.tsx';
import { SavedReadingsSkeleton } from '#client/features/readings/components/saved/saved-readings-skeleton.tsx';
import { useDeleteSavedReading } from '#client/features/readings/mutations.ts';
import { type SavedReadingFilter, useSavedReadingSearch } from '#client/features/readings/search/use-saved-reading-search.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { appPaths } from '#client/paths.ts';

/** The list before it loads: one array, so the search does not start over on every render. */
const NO_IDS: readonly string[] = [];

/**
 * /app/main/readings: the saved readings, newest first, searched and filtered in the browser; open one in the journal
 * (docs/product.md#the-journal), where looking changes nothing, or delete it.
 */
export function Component() {
  const { data: ids, isPending } = useReadingIds();
  const remove = useDeleteSavedReading();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [filter, setFilter] = useState<SavedReadingFilter>({ words: '', spread: '' });
  const matches = useSavedReadingSearch(ids ?? NO_IDS, filter);
  return (
    <div className="saved-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">My Readings</h1>
        <p className="text-body-secondary mb-0">Readings you saved, newest first. {PRIVACY_CLAIMS.sealed}</p>
        <Link className="btn btn-sm btn-outline-secondary mt-2" to={appPaths.insights}>
          <ChartIcon size={16} /> Insights
        </Link>
      </header>
      {/* Why the last Delete failed, in the server's words when it gave some. */}
      {remove.error !== null && (
        <Alert variant="danger" role="alert">
          {refusalOf(remove.error).message}
        </Alert>
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
          <>
            {list.length > 1 && (
              <SavedReadingsFilter filter={filter} onChange={setFilter} spreads={matches.spreads} kept={matches.ids?.length ?? null} total={list.length} />
            )}
            <ul className="saved-list">
              {(matches.ids ?? list).map((id) => (
                <li key={id}>
                  <SavedReadingItem id={id} busy={remove.isPending} openTo={appPaths.journalReading(id)} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
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
