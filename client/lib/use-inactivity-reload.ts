import { useEffect } from 'react';
import { INACTIVITY_RELOAD_MS } from '#common/limits.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Reloads the page when the user comes back (visible again or focused) after INACTIVITY_RELOAD_MS idle (docs/product.md#staying-fresh). */
export function useInactivityReload(): void {
  useEffect(() => {
    let lastActive = Date.now();
    const markActive = () => {
      lastActive = Date.now();
    };
    const onReturn = () => {
      if (document.visibilityState === 'hidden') return;
      if (Date.now() - lastActive > INACTIVITY_RELOAD_MS) {
        window.location.reload();
        return;
      }
      markActive();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? markActive() : onReturn());
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onReturn);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onReturn);
    };
  }, []);
}
