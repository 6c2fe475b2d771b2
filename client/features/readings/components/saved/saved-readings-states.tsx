import { Link } from 'react-router';
import { BookIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';

/** My Readings before anything is saved. */
export function NoSavedReadings() {
  return (
    <div className="saved-empty">
      <div className="coming-soon-icon mx-auto mb-3">
        <BookIcon size={36} />
      </div>
      <h2 className="h5 mb-2">No saved readings yet</h2>
      <p className="text-body-secondary mb-4">When a reading speaks to you, save it from its page and it will wait here, encrypted so only you can open it.</p>
      <Link className="btn btn-primary" to={appPaths.reading}>
        Start Reading
      </Link>
    </div>
  );
}

/** Gray rows where the saved readings will be, while they load. */
export function SavedReadingsSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading your readings…</span>
      <ul className="saved-list placeholder-glow" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <li key={key} className="saved-reading">
            <span className="placeholder saved-reading-thumb-placeholder" />
            <span className="saved-reading-text">
              <span className="placeholder col-6 placeholder-lg mb-2 d-block" />
              <span className="placeholder col-10 d-block" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
