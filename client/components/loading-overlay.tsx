import { useTrackedRequests } from '#client/lib/request-tracker.ts';
import { useDelayedFlag } from '#client/lib/use-delayed-flag.ts';
import { FlowerOfLife } from './flower-of-life.tsx';

/** How long requests must be in flight before the overlay shows. */
const SHOW_DELAY_MS = 150;

/** What the overlay says when no page is named: the app's first load, or a move between pages. */
export const LOADING_APP = 'Loading Arcana…';

/** The overlay's status text while the page titled `title` (null: none yet) loads its data. */
export const loadingLabel = (title: string | null): string => (title === null ? LOADING_APP : `${title}: loading…`);

/** Props of {@link LoadingOverlay} and {@link LoadingScreen}. */
export interface LoadingProps {
  /** Names what loads for screen readers, e.g. "My Readings: loading…" (see {@link loadingLabel}). */
  label?: string;
}

/** The full-screen flower-of-life overlay, shown while tracked requests are in flight (docs/product.md#overlays). */
export function LoadingOverlay({ label = LOADING_APP }: LoadingProps) {
  const shown = useDelayedFlag(useTrackedRequests() > 0, SHOW_DELAY_MS);
  return shown ? <LoadingScreen label={label} /> : null;
}

/**
 * The overlay itself; also the router's fallback while the first page loads. The flower is
 * decorative, so the status carries the words a screen reader announces.
 */
export function LoadingScreen({ label = LOADING_APP }: LoadingProps) {
  return (
    <div className="loading-overlay" role="status">
      <FlowerOfLife className="loading-flower" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
