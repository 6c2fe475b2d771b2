import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ACTIVE_STATUSES, type Reading, type SpreadType, WRITTEN_STATUSES } from '#common/api/readings.ts';
import { BookIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { OfflinePage } from '#client/components/offline-page.tsx';
import { useNotice, useShowNotice } from '#client/features/notices/notice-context.ts';
import { pointsQuery } from '#client/features/points/api.ts';
import { activeReadingQuery, hasActiveReadingQuery, readingQuery, useResultReading, useSpreadTypes } from '#client/features/readings/api.ts';
import { cardInView, placeholderCount, WHOLE_READING } from '#client/features/readings/card-position.ts';
import { CardNotInDeck } from '#client/features/readings/components/result/card-not-in-deck.tsx';
import { FailedReading } from '#client/features/readings/components/result/failed-reading.tsx';
import { ReadingActions } from '#client/features/readings/components/result/reading-actions.tsx';
import { ReadingExits } from '#client/features/readings/components/result/reading-exits.tsx';
import { ReadingView } from '#client/features/readings/components/result/reading-view.tsx';
import { ResultSkeleton } from '#client/features/readings/components/result/result-skeleton.tsx';
import { VerifyPanel } from '#client/features/readings/components/result/verify-panel.tsx';
import { useReadingProgress } from '#client/features/readings/hooks/use-reading-progress.ts';
import { useReadyNotification } from '#client/features/readings/hooks/use-ready-notification.ts';
import { writePreferences } from '#client/features/readings/preferences.ts';
import { isInProgress, streamedId, withClarifierProgress, withProgress } from '#client/features/readings/progress.ts';
import { readingSpreadType, tryReadingCards, type ReadingCard } from '#common/domain/reading-cards.ts';
import { readShownCommitment } from '#client/features/readings/result-state.ts';
import { readClarifierResultState } from '#client/features/readings/clarifier-plan.ts';
import { AnswerClarifiers } from '#client/features/readings/components/clarifier/answer-clarifiers.tsx';
import { useClarifierEffects } from '#client/features/readings/hooks/use-clarifier-effects.ts';
import { forgetStarted, wasJustStarted } from '#client/features/readings/started-readings.ts';
import { HelpCard } from '#client/features/safety/components/help-card.tsx';
import { ShareReading } from '#client/features/shares/components/share-reading.tsx';
import { NetworkError } from '#client/lib/http.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { useAuthConfig } from '#client/features/auth/api.ts';
import { appPaths } from '#client/paths.ts';
import { ReadingImageLink } from '../reading-image/reading-image-link.tsx';
import { SafetyResult } from './safety-result.tsx';
import { useFavoriteCards } from './use-favorite-cards.ts';

/** "Ask me how it turned out", once the reading is saved: after the page, so the result page's first load carries none of the journal. */
const CheckInPanel = lazyPart(() => import('#client/features/journal/components/check-in-panel.tsx').then((module) => module.CheckInPanel));

/**
 * The product’s (docs/product.md#rules) side effects of a reading's status: QUEUED or ACTIVE marks the active reading (the menu
 * shows View Reading) and resets the card count preference to 1; QUEUED refreshes the points, which
 * the start has just spent; FAILED means no active reading (and a refund, so points change again).
 */
function useStatusEffects(reading: Reading | null | undefined): void {
  const queryClient = useQueryClient();
  const status = reading?.status;
  const id = reading?.id;
  useEffect(() => {
    // Runs again for each reading (by id) and each status it reaches.
    if (status === undefined || id === undefined) return;
    if (status === 'QUEUED' || status === 'FAILED') void queryClient.invalidateQueries({ queryKey: pointsQuery.queryKey });
    if (status === 'QUEUED' || status === 'ACTIVE') writePreferences({ cards: 1 });
    if (ACTIVE_STATUSES.includes(status)) queryClient.setQueryData(hasActiveReadingQuery.queryKey, true);
    if (status === 'FAILED') void queryClient.invalidateQueries({ queryKey: hasActiveReadingQuery.queryKey });
  }, [queryClient, status, id]);
}

/** /app/main/reading/result/:readingId/:clarifierPosition/:spreadCount?: a reading, live while it is written. */
export function Component() {
  const { readingId = 'active', spreadCount } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  const query = useResultReading(readingId, polling);
  const { data: spreadTypes } = useSpreadTypes();
  const fetched = query.data;
  // The reading while it is written, then each clarifier while it is (docs/architecture.md#live-events).
  const streamed = fetched ? streamedId(fetched) : undefined;
  const progress = useReadingProgress(streamed ?? null, streamed !== undefined, {
    onSettled: () => void queryClient.invalidateQueries({ queryKey: (readingId === 'active' ? activeReadingQuery : readingQuery(readingId)).queryKey }),
    onUnavailable: () => setPolling(true),
    onResumed: () => setPolling(false),
  });
  useStatusEffects(fetched);
  useNotice('queueExplanation', fetched?.status === 'QUEUED');
  useClarifierEffects(fetched);
  useReadyNotification(fetched, (id) => navigate(appPaths.result(id, WHOLE_READING)));

  if (query.isPending) return <ResultSkeleton cards={placeholderCount(spreadCount)} />;
  // No answer and no copy held (docs/decisions/0023): not a missing reading, and not no active reading either.
  if (fetched === undefined && query.error instanceof NetworkError) {
    return <OfflinePage onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (fetched === null || fetched === undefined) {
    return readingId === 'active' ? <Navigate to={appPaths.reading} replace /> : <ReadingNotFound />;
  }
  // The safe answer replaced what the model wrote (docs/product.md#safety): no cards, only the help card.
  if (fetched.safety !== undefined) return <SafetyResult key={fetched.id} reading={fetched} safety={fetched.safety} />;
  const reading = withClarifierProgress(withProgress(fetched, progress), streamed, progress);
  if (reading.status === 'FAILED') return <FailedReading cost={reading.cost} />;
  const spread = readingSpreadType(reading, spreadTypes);
  const laid = tryReadingCards(reading, spread);
  if (!laid.ok) return <CardNotInDeck message={laid.message} />;
  // Keyed by reading: what the page watched of one reading says nothing about the next.
  return <LaidOutReading key={reading.id} readingId={readingId} reading={reading} spread={spread} cards={laid.cards} />;
}

/** Props of {@link LaidOutReading}. */
interface LaidOutReadingProps {
  /** The id in the URL (the word `active`, or the reading's id). */
  readingId: string;
  reading: Reading;
  spread: SpreadType | undefined;
  cards: ReadingCard[];
}

/**
 * A reading whose cards are laid out, opened at the URL's card (the product’s clarifierPosition (docs/product.md#screens)).
 * Choosing another card replaces the URL, so a reload or a shared link opens at that card.
 * A reading the page watched being written (in progress when laid out, or just started by this tab)
 * is revealed card by card; one opened already written shows at once.
 */
function LaidOutReading({ readingId, reading, spread, cards }: LaidOutReadingProps) {
  const { clarifierPosition } = useParams();
  const navigate = useNavigate();
  // Email reminders are offered only where the server can send them.
  const canEmail = useAuthConfig().data?.mail ?? false;
  const location = useLocation();
  const favorites = useFavoriteCards();
  const showNotice = useShowNotice();
  const [watched] = useState(() => isInProgress(reading.status) || wasJustStarted(reading.id));
  useEffect(() => forgetStarted(reading.id), [reading.id]);
  const current = cardInView(clarifierPosition, cards.length);
  const showCard = useCallback(
    (index: number) => navigate(appPaths.result(readingId, index, cards.length), { replace: true, state: location.state }),
    [navigate, readingId, cards.length, location.state],
  );
  // A position the reading does not have opens the first card; the URL says so too.
  useEffect(() => {
    if (current !== null && String(current) !== clarifierPosition) showCard(current);
  }, [current, clarifierPosition, showCard]);

  const done = WRITTEN_STATUSES.includes(reading.status);
  // A clarifier just asked comes back here naming itself, so it is brought into view under its card.
  const highlightedClarifier = readClarifierResultState(location.state);
  return (
    <ReadingView
      reading={reading}
      spread={spread}
      cards={cards}
      current={current}
      onSelect={showCard}
      favorites={favorites}
      reveal={watched}
      renderAfterAnswer={(card) => (
        <AnswerClarifiers reading={reading} card={card} highlighted={highlightedClarifier} renderSafety={(safety) => <HelpCard answer={safety} compact />} />
      )}
      footer={
        done && (
          <>
            {reading.status === 'ACTIVE' && (
              <>
                <ReadingActions readingId={reading.id} saved={reading.saved} onDiscarded={() => navigate(appPaths.reading, { replace: true })} />
                {reading.saved && (
                  <Suspense fallback={null}>
                    <CheckInPanel readingId={reading.id} canEmail={canEmail} />
                  </Suspense>
                )}
                <ReadingImageLink />
              </>
            )}
            <ShareReading readingId={reading.id} onShared={() => showNotice('sharePrivacy')} />
            <VerifyPanel reading={reading} shownCommitment={readShownCommitment(location.state)} />
          </>
        )
      }
    />
  );
}

/** A reading id that names no reading of this user. */
function ReadingNotFound() {
  return (
    <NoticeCard icon={BookIcon} title="We couldn’t open this reading" actions={<ReadingExits />}>
      <p className="text-body-secondary mb-4">It may have been discarded or deleted. Your saved readings are in My Readings.</p>
    </NoticeCard>
  );
}
