import { useEffect, useRef } from 'react';
import { hitShare } from './api.ts';

/**
 * Counts one view of share `id` per page view (docs/product.md#sharing): the ref outlives React's
 * StrictMode re-run of effects and every refetch of the shared reading, so only a new page (or
 * another share) counts again. Nothing is counted until the share has loaded (`id` null).
 */
export function useHitShare(id: string | null): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (id === null || counted.current === id) return;
    counted.current = id;
    void hitShare(id);
  }, [id]);
}
