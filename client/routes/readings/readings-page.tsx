import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { JournalPage } from '#common/api/journal.ts';
import { PRIVACY_CLAIMS } from '#common/privacy/claims.ts';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { BookIcon, ChartIcon } from '#client/components/icons.tsx';
import { ListStates } from '#client/components/list-states.tsx';
import { JournalFilterForm } from '#client/features/journal/components/journal-filter-form.tsx';
import { JournalListItem } from './journal-list-item.tsx';
import { isFiltering, NO_FILTER, type JournalFilter } from '#client/features/journal/filter/journal-filter.ts';
import { useJournalMatches } from '#client/features/journal/filter/use-journal-matches.ts';
import { journalPagesQuery, useJournal } from '#client/features/journal/use-journal.ts';
import { SavedReadingsSkeleton } from '#client/features/readings/components/saved/saved-readings-skeleton.tsx';
import { useDeleteSavedReading } from '#client/features/readings/mutations.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { appPaths } from '#client/paths.ts';

/** How many matches of a search show at first, and how many more each "Show more" adds. */
const MATCHES_SHOWN = 20;

/** The journal's pages without reading `id`, so a deleted reading leaves the list at once. */
const withoutReading = (id: string) => (data: InfiniteData<JournalPage> | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.reading.id !== id), total: Math.max(0, page.total - 1) })),
  };

/**
 * /app/main/readings: My Readings, the journal (docs/product.md#the-journal). The saved readings, newest first, a page at
 * a time; searching or filtering loads every page and looks through them in the browser. Open one to read it and write
 * about it, where looking changes nothing, or delete it.
 */
export function Component() {
  const [filter, setFilter] = useState<JournalFilter>(NO_FILTER);
  const filtering = isFiltering(filter);
  const journal = useJournal({ all: filtering });
  const matches = useJournalMatches(journal.items, filter);
  const queryClient = useQueryClient();
  const remove = useDeleteSavedReading();
  const [deleting, setDeleting] = useState<string | null>(null);
  // When the page opened: a check-in's "due" mark needs no ticking clock here.
  const [now] = useState(Date.now);
  const kept = matches.ids === null ? null : new Set(matches.ids);
  // Matches show a few at a time: drawing every match's cards would hold up each keystroke (bench/journal-search.bench.ts).
  const [matchesShown, setMatchesShown] = useState({ filter, count: MATCHES_SHOWN });
  const matchCount = matchesShown.filter === filter ? matchesShown.count : MATCHES_SHOWN;
  const shown = kept === null ? journal.items : journal.items.filter((item) => kept.has(item.reading.id)).slice(0, matchCount);
  const moreMatches = kept === null ? 0 : kept.size - shown.length;
  const total = journal.total ?? journal.items.length;
  return (
    <div className="saved-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">My Readings</h1>
        <p className="text-body-secondary mb-0">Your journal: readings you saved, newest first, and what you wrote about them. {PRIVACY_CLAIMS.sealed}</p>
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
        items={journal.isPending || journal.error !== null ? undefined : journal.items}
        pending={journal.isPending}
        loadingLabel="Loading your readings…"
        skeleton={<SavedReadingsSkeleton />}
        failed={journal.error !== null}
        failure={{ title: 'Your readings could not be loaded.', onRetry: () => void queryClient.refetchQueries({ queryKey: journalPagesQuery.queryKey }) }}
        offlineText="Your saved readings load by themselves once you’re back online."
        empty={{
          icon: <BookIcon size={36} />,
          title: 'No saved readings yet',
          text: 'When a reading speaks to you, save it from its page and it will wait here, ready for your notes.',
          actions: (
            <Link className="btn btn-primary" to={appPaths.reading}>
              Start Reading
            </Link>
          ),
        }}
      >
        {(list) => (
          <>
            {total > 1 && (
              <JournalFilterForm
                filter={filter}
                onChange={setFilter}
                facets={matches.facets}
                kept={matches.ids?.length ?? null}
                total={total}
                loaded={list.length}
              />
            )}
            <ul className="saved-list">
              {shown.map((item) => (
                <li key={item.reading.id}>
                  <JournalListItem item={item} now={now} busy={remove.isPending} openTo={appPaths.journalReading(item.reading.id)} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
            {moreMatches > 0 && (
              <div className="journal-more">
                <Button variant="outline-primary" onClick={() => setMatchesShown({ filter, count: matchCount + MATCHES_SHOWN })}>
                  Show {Math.min(moreMatches, MATCHES_SHOWN)} more {moreMatches === 1 ? 'match' : 'matches'}
                </Button>
              </div>
            )}
            {!filtering && journal.hasMore && (
              <div className="journal-more">
                <p className="text-body-secondary small mb-2" aria-live="polite">
                  Showing the newest {list.length} of {total} readings.
                </p>
                <Button variant="outline-primary" onClick={journal.loadMore} disabled={journal.isLoadingMore}>
                  {journal.isLoadingMore ? 'Loading older readings…' : 'Show older readings'}
                </Button>
              </div>
            )}
          </>
        )}
      </ListStates>
      <ConfirmDialog
        show={deleting !== null}
        title="Delete this reading?"
        body="It will be removed from My Readings for good, with everything you wrote about it. This cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting === null) return;
          await remove.mutateAsync(deleting);
          queryClient.setQueryData(journalPagesQuery.queryKey, withoutReading(deleting));
        }}
      />
    </div>
  );
}
