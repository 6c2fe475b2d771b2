import { Link } from 'react-router';
import { ShareIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { appPaths, publicPaths } from '#client/paths.ts';

/**
 * What a missing, expired or deleted share link opens (docs/product.md#shared-reading-not-found): a
 * friendly word and a way on, for a signed-in user (`inApp`) or a visitor without an account.
 */
export function SharedReadingNotFound({ inApp }: { inApp: boolean }) {
  return (
    <NoticeCard
      icon={ShareIcon}
      title="This shared reading isn’t here"
      actions={
        inApp ? (
          <>
            <Link className="btn btn-primary" to={appPaths.reading}>
              Start a reading
            </Link>
            <Link className="btn btn-outline-primary" to={appPaths.sharedReadings}>
              Your shared readings
            </Link>
          </>
        ) : (
          <>
            <Link className="btn btn-primary" to={publicPaths.tryReading}>
              Get your own reading
            </Link>
            <Link className="btn btn-outline-primary" to={publicPaths.demo}>
              Discover Arcana
            </Link>
          </>
        )
      }
    >
      <p className="text-body-secondary mb-4">
        The link may have expired, or the person who shared it has stopped sharing. If you’d still like to see it, ask them for a new
        link.
      </p>
    </NoticeCard>
  );
}
