import Button from 'react-bootstrap/Button';
import { Navigate, useParams } from 'react-router';
import { CloudOffIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { ResultSkeleton } from '#client/features/readings/components/result/result-skeleton.tsx';
import { useSharedReading } from '#client/features/shares/api.ts';
import { useHitShare } from '#client/features/shares/use-hit-share.ts';
import { appPaths } from '#client/paths.ts';
import { SharedReadingNotFound } from './shared-reading-not-found.tsx';
import { SharedReadingView } from './shared-reading-view.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the sharing styles, loaded with this route (see the stylesheet)
import '../../features/shares/shares.scss';

/** How many cards the skeleton lays while the shared reading loads: its size is unknown until then. */
const LOADING_CARDS = 3;

/**
 * The shared reading a link names (:readingId/:uuid), counted once per view. A dead link shows the
 * friendly not-found page: inside the app its own page, on the public page in place (a visitor
 * without an account cannot open the app's).
 */
export function SharedReadingScreen({ inApp }: { inApp: boolean }) {
  const { readingId = '', uuid = '' } = useParams();
  const query = useSharedReading(readingId, uuid);
  const shared = query.data ?? null;
  useHitShare(shared?.id ?? null);

  if (query.isPending) return <ResultSkeleton cards={LOADING_CARDS} />;
  if (query.isError) {
    return (
      <NoticeCard
        icon={CloudOffIcon}
        title="We couldn’t open this shared reading"
        actions={
          <Button variant="primary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        <p className="text-body-secondary mb-4">Something went wrong while loading it. Please try again in a moment.</p>
      </NoticeCard>
    );
  }
  if (shared === null) return inApp ? <Navigate to={appPaths.sharedReadingNotFound} replace /> : <SharedReadingNotFound inApp={false} />;
  return <SharedReadingView shared={shared} invite={!inApp} />;
}
