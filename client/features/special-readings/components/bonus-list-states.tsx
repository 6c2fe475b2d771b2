import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CloudOffIcon, MoonIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';

/** No bonus reading is open right now. */
export function NoBonusReadings() {
  return (
    <div className="bonus-empty">
      <div className="coming-soon-icon mx-auto mb-3">
        <MoonIcon size={36} />
      </div>
      <h2 className="h5 mb-2">No bonus readings right now</h2>
      <p className="text-body-secondary mb-4">Bonus readings come and go with the seasons. Check back soon, or start a reading of your own.</p>
      <Link className="btn btn-primary" to={appPaths.reading}>
        Start Reading
      </Link>
    </div>
  );
}

/** The list could not be loaded (the Error dialog has said so too). */
export function BonusListFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="bonus-empty">
      <div className="coming-soon-icon mx-auto mb-3">
        <CloudOffIcon size={36} />
      </div>
      <h2 className="h5 mb-2">We couldn’t load the bonus readings</h2>
      <p className="text-body-secondary mb-4">Check your connection and try again.</p>
      <Button variant="primary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Gray cards where the bonus readings will be, while they load. */
export function BonusListSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading the bonus readings…</span>
      <ul className="bonus-list placeholder-glow" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <li key={key}>
            <div className="bonus-card">
              <span className="placeholder col-6 placeholder-lg" />
              <span className="placeholder col-12" />
              <span className="placeholder col-8" />
              <span className="placeholder col-4 placeholder-lg mt-2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
