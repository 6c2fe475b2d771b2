import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { CardsIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';

/**
 * A reading whose shuffle or answers name a card its deck does not have (SPEC §8's 'Card not found
 * in deck'): said plainly instead of drawing wrong cards, with the error itself for a support request.
 */
export function CardNotInDeck({ message }: { message: string }) {
  return (
    <Card className="page-card mx-auto text-center shadow-sm">
      <Card.Body className="p-4 p-md-5">
        <div className="coming-soon-icon mx-auto mb-3">
          <CardsIcon size={40} />
        </div>
        <h1 className="h3 mb-2">A card of this reading is not in its deck</h1>
        <p className="text-body-secondary mb-2" role="alert">
          This reading names a card its deck does not have, so it cannot be laid out.
        </p>
        <p className="small text-body-secondary mb-4">
          Error: <code>{message}</code>
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link className="btn btn-primary" to={appPaths.readings}>
            My Readings
          </Link>
          <Link className="btn btn-outline-primary" to={appPaths.reading}>
            Start Reading
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
