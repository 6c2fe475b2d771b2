import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import type * as offerWalls from '#common/api/offer-walls.ts';
import { count } from '../duration.ts';
import { OFFER_WALL_COPY } from '../offer-wall-copy.ts';

type WallInfo = offerWalls.OfferWalls['walls'][number];

/** Whether the wall can be opened now, or a reversed reward paused it (only configured walls are shown). */
type WallState = 'open' | 'paused';

const stateOf = (wall: WallInfo): WallState => (wall.daysToWait > 0 ? 'paused' : 'open');

/**
 * One configured offer wall: what it is, and Open (a new tab on the provider's page) or the reason it cannot be opened now. The
 * provider credits extra gems to Arcana directly, so nothing here waits for the user to come back.
 */
export function OfferWallCard({ wall }: { wall: WallInfo }) {
  const copy = OFFER_WALL_COPY[wall.wall];
  const titleId = useId();
  const state = stateOf(wall);
  return (
    <article className={`offer-wall offer-wall-${state}`} aria-labelledby={titleId}>
      <div className="offer-wall-heading">
        <h3 id={titleId} className="h6 mb-0">
          {copy.title}
        </h3>
        {state === 'paused' && <Badge bg="warning" text="dark">Paused</Badge>}
      </div>
      <p className="offer-wall-provider small mb-2">by {copy.provider}</p>
      <p className="small mb-3">
        {copy.description} Rewards arrive as extra gems once {copy.provider} confirms them.
      </p>
      {state === 'open' && wall.url !== null && (
        <a className="btn btn-primary btn-sm" href={wall.url} target="_blank" rel="noopener noreferrer">
          Open {copy.provider}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      {state === 'paused' && (
        <p className="offer-wall-reason small mb-0">
          An earlier reward was reversed by the provider, so this wall is paused for {count(wall.daysToWait, 'more day', 'more days')}.
        </p>
      )}
    </article>
  );
}
