import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useNavigate, useParams } from 'react-router';
import { readingSpreadType, tryReadingCards } from '#common/domain/reading-cards.ts';
import { BookIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { OfflinePage } from '#client/components/offline-page.tsx';
import { JournalSection } from '#client/features/journal/components/journal-section.tsx';
import { useShowNotice } from '#client/features/notices/notice-context.ts';
import { useResultReading, useSpreadTypes } from '#client/features/readings/api.ts';
import { cardInView, WHOLE_READING } from '#client/features/readings/card-position.ts';
import { AnswerClarifiers } from '#client/features/readings/components/clarifier/answer-clarifiers.tsx';
import { CardNotInDeck } from '#client/features/readings/components/result/card-not-in-deck.tsx';
import { ReadingExits } from '#client/features/readings/components/result/reading-exits.tsx';
import { ReadingView } from '#client/features/readings/components/result/reading-view.tsx';
import { ResultSkeleton } from '#client/features/readings/components/result/result-skeleton.tsx';
import { VerifyPanel } from '#client/features/readings/components/result/verify-panel.tsx';
import { ActiveInTheWayDialog } from '#client/features/readings/components/saved/active-in-the-way-dialog.tsx';
import { useOpenSavedReading } from '#client/features/readings/mutations.ts';
import { HelpCard } from '#client/features/safety/components/help-card.tsx';
import { ShareReading } from '#client/features/shares/components/share-reading.tsx';
import { NetworkError } from '#client/lib/http.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { useAuthConfig } from '#client/features/auth/api.ts';
import { appPaths } from '#client/paths.ts';
import { useFavoriteCards } from '../reading/use-favorite-cards.ts';

/**
 * /app/main/journal/:readingId/:card?: a saved reading as it was written, with the user's journal under it
 * (docs/product.md#the-journal). Looking changes nothing: the active reading stays as it is. Continue this reading is the explicit step that makes it the active one
 * again, to ask clarifiers; an unsaved reading in the way is saved or discarded first, as everywhere.
 */
export function Component() {
  // Email reminders are offered only where the server can send them.
  const canEmail = useAuthConfig().data?.mail ?? false;
  const { readingId = '', card } = useParams();
  const navigate = useNavigate();
  const query = useResultReading(readingId, false);
  const { data: spreadTypes } = useSpreadTypes();
  const favorites = useFavoriteCards();
  const showNotice = useShowNotice();
  const open = useOpenSavedReading();
  const [inTheWay, setInTheWay] = useState<string | null>(null);
  const reading = query.data;

  if (query.isPending) return <ResultSkeleton cards={3} />;
  if (reading === undefined && query.error instanceof NetworkError) {
    return <OfflinePage onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (reading === null || reading === undefined || reading.safety !== undefined || reading.status === 'FAILED') return <NotInTheJournal />;
  const spread = readingSpreadType(reading, spreadTypes);
  const laid = tryReadingCards(reading, spread);
  if (!laid.ok) return <CardNotInDeck message={laid.message} />;
  const current = cardInView(card, laid.cards.length);
  const isActive = reading.status === 'ACTIVE';

  const continueReading = () =>
    open.mutate(reading.id, {
      onSuccess: (blocked) => (blocked === null ? void navigate(appPaths.result(reading.id, WHOLE_READING)) : setInTheWay(blocked)),
    });

  return (
    <>
      <ReadingView
        reading={reading}
        spread={spread}
        cards={laid.cards}
        current={current}
        onSelect={(index) => void navigate(appPaths.journalReading(reading.id, index), { replace: true })}
        favorites={favorites}
        reveal={false}
        renderAfterAnswer={(laidCard) => (
          <AnswerClarifiers reading={reading} card={laidCard} highlighted={null} askable={false} renderSafety={(safety) => <HelpCard answer={safety} compact />} />
        )}
        footer={
          <>
            <JournalSection readingId={reading.id} question={reading.request.question} canEmail={canEmail} />
            <section className="reading-actions" aria-label="Reading actions">
              {open.error !== null && (
                <Alert variant="danger" role="alert">
                  {refusalOf(open.error).message}
                </Alert>
              )}
              <div className="reading-actions-row">
                {isActive ? (
                  <Link className="btn btn-primary" to={appPaths.result(reading.id, WHOLE_READING)}>
                    Continue this reading
                  </Link>
                ) : (
                  <Button variant="primary" disabled={open.isPending} onClick={continueReading}>
                    Continue this reading
                  </Button>
                )}
                <Link className="btn btn-outline-secondary" to={appPaths.readings}>
                  Back to My Readings
                </Link>
              </div>
              <p className="text-body-secondary small text-center mt-2 mb-0">
                {isActive ? 'This is your current reading.' : 'Continuing makes it your current reading again, so you can ask clarifiers.'}
              </p>
            </section>
            <ShareReading readingId={reading.id} onShared={() => showNotice('sharePrivacy')} />
            <VerifyPanel reading={reading} shownCommitment={undefined} />
          </>
        }
      />
      <ActiveInTheWayDialog
        show={inTheWay !== null}
        message={inTheWay ?? ''}
        onCancel={() => setInTheWay(null)}
        onCleared={() => {
          setInTheWay(null);
          continueReading();
        }}
      />
    </>
  );
}

/** An id that names none of this user's saved readings. */
function NotInTheJournal() {
  return (
    <NoticeCard icon={BookIcon} title="We couldn’t open this reading" actions={<ReadingExits />}>
      <p className="text-body-secondary mb-4">It may have been deleted. Your saved readings are in My Readings.</p>
    </NoticeCard>
  );
}
