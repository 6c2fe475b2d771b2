import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import { OFFER_WALLS } from '#common/api/offer-walls.ts';
import { useOfferWalls } from '../offer-walls.ts';
import { OfferWallCard } from './offer-wall-card.tsx';

/** The offer walls, each on its own card; gray cards while they load, and a way to try again when they fail. */
export function OfferWalls() {
  const { data: walls, isPending, isError, isFetching, refetch } = useOfferWalls();
  if (isPending) {
    return (
      <div className="offer-walls" aria-busy="true">
        {OFFER_WALLS.map((wall) => (
          <Placeholder key={wall} as="div" animation="glow" className="offer-wall" aria-hidden="true">
            <Placeholder xs={6} className="mb-3" />
            <Placeholder xs={12} />
            <Placeholder xs={9} className="mb-3" />
            <Placeholder.Button xs={4} variant="secondary" />
          </Placeholder>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="offer-walls-error" role="alert">
        <span>The offer walls could not be loaded.</span>
        <Button variant="outline-secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="offer-walls">
      {walls.map((wall) => (
        <OfferWallCard key={wall.wall} wall={wall} />
      ))}
    </div>
  );
}
