import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Reading } from '#common/api/readings.ts';
import { refreshPoints } from '#client/lib/points-cache.ts';

/**
 * The side effect of a clarifier's outcome (docs/product.md#clarifiers): one that failed was refunded, and so was one
 * whose answer the safe answer replaced (docs/product.md#safety), so the header's gem count is fetched again when the
 * number of refunded clarifiers changes.
 */
export function useClarifierEffects(reading: Reading | null | undefined): void {
  const queryClient = useQueryClient();
  const refunded = reading?.clarifiers.filter((clarifier) => clarifier.status === 'FAILED' || clarifier.safety !== undefined).length ?? 0;
  const id = reading?.id;
  useEffect(() => {
    if (id !== undefined && refunded > 0) void refreshPoints(queryClient);
  }, [queryClient, id, refunded]);
}
