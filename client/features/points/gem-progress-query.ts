import { queryOptions } from '@tanstack/react-query';
import * as points from '#common/api/points.ts';
import { call } from '#client/lib/http.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';

/**
 * The server's word on the next gem (`GET /v1/points/gem-progress`). Keyed under the points record, so whatever
 * refreshes the record after a spend or a refund (refreshPoints) asks for this again too.
 */
export const gemProgressQuery = queryOptions({
  queryKey: [...POINTS_QUERY_KEY, 'gem-progress'],
  queryFn: () => call(points.getGemProgress, undefined, { quietExplained: true }),
  refetchOnWindowFocus: 'always',
});
