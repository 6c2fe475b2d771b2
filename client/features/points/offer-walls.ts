import { queryOptions, useQuery } from '@tanstack/react-query';
import * as offerWalls from '#common/api/offer-walls.ts';
import { call } from '#client/lib/http.ts';

/**
 * Both offer walls' state for this user: configured or not, the address of each wall's page, the days left of a
 * pause after a reversed reward (docs/product.md#get-more-gems). A failure the server explained leaves the Error
 * dialog alone: the page says the walls could not be loaded and offers to try again.
 */
export const getOfferWalls = (): Promise<offerWalls.OfferWalls['walls']> =>
  call(offerWalls.getOfferWalls, undefined, { quietExplained: true }).then((answer) => answer.walls);

const offerWallsQuery = queryOptions({ queryKey: ['offer-walls'], queryFn: getOfferWalls });

/** The offer walls; a visit always asks again, so a pause that ended meanwhile is lifted. */
export const useOfferWalls = () => useQuery({ ...offerWallsQuery, refetchOnMount: 'always' });
