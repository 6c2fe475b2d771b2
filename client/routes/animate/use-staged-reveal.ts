import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '#client/lib/reduced-motion.ts';

/** The pace of a staged reveal: the pause before the first card turns, then between one card and the next. */
export interface RevealPace {
  firstMs: number;
  stepMs: number;
}

/** What {@link useStagedReveal} gives: how many cards lie face up, whether they turned, and a way to start over. */
export interface StagedReveal {
  /** Cards before this index (in order) are face up. */
  shown: number;
  /** True once every card is face up. */
  done: boolean;
  /** Whether the cards turn over (false with reduced motion: they are face up at once, without a turn). */
  animated: boolean;
  /** Turns every card face down again and reveals them anew. */
  replay: () => void;
}

/**
 * Turns `count` cards face up one after another at `pace`, the way a reader lays them. With reduced motion
 * every card is face up from the start. A new `count` (another reading) starts over.
 */
export function useStagedReveal(count: number, pace: RevealPace): StagedReveal {
  const [animated] = useState(() => !prefersReducedMotion());
  const [shown, setShown] = useState(animated ? 0 : count);
  const [counted, setCounted] = useState(count);
  // Adjusting state while rendering (React's pattern for state derived from props): a new count starts over.
  if (counted !== count) {
    setCounted(count);
    setShown(animated ? 0 : count);
  }
  useEffect(() => {
    if (!animated || shown >= count) return undefined;
    const timer = setTimeout(() => setShown(shown + 1), shown === 0 ? pace.firstMs : pace.stepMs);
    return () => clearTimeout(timer);
  }, [animated, shown, count, pace.firstMs, pace.stepMs]);
  // From face down again the effect above deals anew; cards already face down keep their running timer.
  const replay = useCallback(() => setShown(animated ? 0 : count), [animated, count]);
  return { shown: Math.min(shown, count), done: shown >= count, animated, replay };
}
