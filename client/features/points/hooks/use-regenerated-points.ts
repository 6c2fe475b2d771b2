import { useEffect, useState } from 'react';
import type { Points } from '#common/api/points.ts';
import { regenerate } from '#common/domain/gem-regen.ts';
import { GEM_TICK_MS } from '#common/limits.ts';
import { usePoints } from '../api.ts';

/** The points record with gems regenerated locally, re-computed every GEM_TICK_MS (docs/product.md#gem-regeneration). */
export function useRegeneratedPoints(): Points | undefined {
  const { data } = usePoints();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), GEM_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return data === undefined ? undefined : regenerate(data, now);
}
