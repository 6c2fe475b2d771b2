import { useCallback, useEffect, useState } from 'react';

/** The CSS variable that holds the showing sheet's height; the pages' sticky action bars sit on top of it. */
export const SHEET_HEIGHT_VARIABLE = '--notice-sheet-height';

/**
 * Makes room for the bottom sheet while it shows (docs/product.md#notices: a notice never covers the page's main
 * action): its height, kept current as it changes, goes into {@link SHEET_HEIGHT_VARIABLE}, where the sticky Start and
 * Reveal bars stand on it, and into the page's scroll padding, so what is scrolled or tabbed to stops above it. Returns
 * the ref for an element inside the sheet.
 */
export function useSheetRoom(showing: boolean): (inside: HTMLElement | null) => void {
  const [sheet, setSheet] = useState<HTMLElement | null>(null);
  const ref = useCallback((inside: HTMLElement | null) => setSheet(inside?.closest<HTMLElement>('.offcanvas') ?? null), []);

  useEffect(() => {
    if (!showing || sheet === null) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const height = `${Math.ceil(sheet.getBoundingClientRect().height)}px`;
      root.setProperty(SHEET_HEIGHT_VARIABLE, height);
      root.scrollPaddingBottom = height;
    });
    observer.observe(sheet);
    return () => {
      observer.disconnect();
      root.removeProperty(SHEET_HEIGHT_VARIABLE);
      root.scrollPaddingBottom = '';
    };
  }, [showing, sheet]);

  return ref;
}
