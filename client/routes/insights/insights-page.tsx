import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChartIcon, LockIcon } from '#client/components/icons.tsx';
import { ListStates } from '#client/components/list-states.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { InsightsLoading, insightsLoadingLabel } from '#client/features/insights/components/insights-loading.tsx';
import { InsightsView } from '#client/features/insights/components/insights-view.tsx';
import { journalPagesQuery, useJournal } from '#client/features/journal/use-journal.ts';
import { HttpError } from '#client/lib/http.ts';
import { appPaths, publicPaths } from '#client/paths.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the insights' styles, loaded with this page only
import '#client/features/insights/insights.scss';

/** A call refused because this session's readings are locked (the shell goes on to the unlock page). */
const isLocked = (error: Error | null): boolean => error instanceof HttpError && error.status === 403 && error.details?.error === 'locked';

/**
 * /app/main/insights: patterns in the saved readings (docs/product.md#insights), worked out in this browser from the
 * whole journal, which loads a page after another first.
 */
export function Component() {
  const journal = useJournal({ all: true });
  const queryClient = useQueryClient();
  const [refetching, setRefetching] = useState(false);
  const complete = !journal.isPending && !journal.hasMore && journal.error === null;
  // The rest of the journal goes on from the page that failed; a first page that failed is asked for again.
  const retry = () => {
    if (journal.items.length > 0) return journal.loadMore();
    setRefetching(true);
    void queryClient.refetchQueries({ queryKey: journalPagesQuery.queryKey }).finally(() => setRefetching(false));
  };
  const progress = { loaded: journal.items.length, total: journal.total };

  if (isLocked(journal.error)) return <Locked />;
  return (
    <div className="insights-page">
      <header className="insights-header">
        <h1 className="h3 mb-1">Insights</h1>
        <p className="text-body-secondary mb-0">
          Patterns in the cards and notes of your saved readings. They are worked out here in your browser each time you open this page, and never sent or stored.
        </p>
      </header>
      <ListStates
        items={complete ? journal.items : undefined}
        pending={journal.isPending || (journal.hasMore && journal.error === null)}
        loadingLabel={insightsLoadingLabel(progress)}
        skeleton={<InsightsLoading {...progress} />}
        failed={journal.error !== null}
        failure={{
          title: journal.items.length > 0 ? `We loaded ${progress.loaded} of your readings, but not the rest` : 'We couldn’t load your journal',
          onRetry: retry,
          retrying: refetching || journal.isLoadingMore,
        }}
        offlineText="Insights are worked out once your whole journal has loaded, which it does by itself once you’re back online."
        empty={{
          icon: <ChartIcon size={36} />,
          title: 'No saved readings yet',
          text: 'Insights come from the readings you save: the cards that keep coming up, your suits over time, and how readings left you feeling. Save a reading and they begin.',
          actions: (
            <Link className="btn btn-primary" to={appPaths.reading}>
              Start Reading
            </Link>
          ),
        }}
      >
        {(items) => <InsightsView items={items} />}
      </ListStates>
    </div>
  );
}

/** The readings are locked in this session: nothing to work out until they are unlocked. */
function Locked() {
  return (
    <NoticeCard
      icon={LockIcon}
      title="Unlock your readings first"
      actions={
        <Link className="btn btn-primary" to={publicPaths.unlockThenGo(appPaths.insights)}>
          Unlock
        </Link>
      }
    >
      <p className="text-body-secondary mb-4">Insights are worked out from your saved readings, which are locked in this session. Unlock them to see your insights.</p>
    </NoticeCard>
  );
}
