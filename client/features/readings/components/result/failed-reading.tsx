import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { MoonIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';

/** A reading the model could not write: its gems went back to the user. */
export function FailedReading({ cost }: { cost: number }) {
  return (
    <Card className="page-card mx-auto text-center shadow-sm">
      <Card.Body className="p-4 p-md-5">
        <div className="coming-soon-icon mx-auto mb-3">
          <MoonIcon size={40} />
        </div>
        <h1 className="h3 mb-2">This reading didn’t come through</h1>
        <p className="text-body-secondary mb-4" role="alert">
          We couldn't write this reading — your {cost} {cost === 1 ? 'gem was' : 'gems were'} refunded.
        </p>
        <Link className="btn btn-primary" to={appPaths.reading}>
          Start again
        </Link>
      </Card.Body>
    </Card>
  );
}
