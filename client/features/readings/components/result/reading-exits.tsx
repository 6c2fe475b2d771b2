import { Link } from 'react-router';
import { appPaths } from '#client/paths.ts';

/** The ways on from a reading that cannot be shown: the saved ones, or a new one. */
export function ReadingExits() {
  return (
    <>
      <Link className="btn btn-primary" to={appPaths.readings}>
        My Readings
      </Link>
      <Link className="btn btn-outline-primary" to={appPaths.reading}>
        Start Reading
      </Link>
    </>
  );
}
