import { Link } from 'react-router';
import { ShareIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';
import { SharedReadingItemPlaceholder } from './shared-reading-item.tsx';

/** Shared Readings before anything is shared: how to share one. */
export function NoSharedReadings() {
  return (
    <div className="saved-empty">
      <div className="coming-soon-icon mx-auto mb-3">
        <ShareIcon size={36} />
      </div>
      <h2 className="h5 mb-2">You haven’t shared any readings yet</h2>
      <p className="text-body-secondary mb-4">
        Open a reading and choose <strong>Share this reading</strong> to get a private link for a friend. Your links will be listed
        here with how often they were viewed.
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to={appPaths.readings}>
          Go to My Readings
        </Link>
        <Link className="btn btn-outline-primary" to={appPaths.reading}>
          Start Reading
        </Link>
      </div>
    </div>
  );
}

/** Gray rows where the shares will be, while they load. */
export function SharedReadingsSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading your shared readings…</span>
      <ul className="share-list" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <li key={key}>
            <SharedReadingItemPlaceholder />
          </li>
        ))}
      </ul>
    </div>
  );
}
