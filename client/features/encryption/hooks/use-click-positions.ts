import { useCallback, useEffect, useRef } from 'react';
import { TRACKED_CLICKS } from '#common/limits.ts';

/** Where the user clicked, in whole CSS pixels of the viewport. */
export interface ClickPosition {
  x: number;
  y: number;
}

/**
 * Remembers the last {@link TRACKED_CLICKS} pointer clicks anywhere on the page (the product’s (docs/product.md#validation) bot check)
 * and returns a function that reads them, oldest first.
 */
export function useClickPositions(): () => ClickPosition[] {
  const positions = useRef<ClickPosition[]>([]);
  useEffect(() => {
    const record = (event: MouseEvent) => {
      // A click from the keyboard (Enter, Space) has no position: detail is 0 and the coordinates are meaningless.
      if (event.detail === 0) return;
      positions.current = [...positions.current, { x: Math.round(event.clientX), y: Math.round(event.clientY) }].slice(-TRACKED_CLICKS);
    };
    // Capture, so a click that a component stops from bubbling is still counted.
    document.addEventListener('click', record, true);
    return () => document.removeEventListener('click', record, true);
  }, []);
  return useCallback(() => positions.current, []);
}
