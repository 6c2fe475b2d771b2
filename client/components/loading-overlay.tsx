import { useTrackedRequests } from '#client/lib/request-tracker.ts';
import { useDelayedFlag } from '#client/lib/use-delayed-flag.ts';
import { FlowerOfLife } from './flower-of-life.tsx';

/** How long requests must be in flight before the overlay shows. */
const SHOW_DELAY_MS = 150;

/** The full-screen flower-of-life overlay, shown while tracked requests are in flight (SPEC §2). */
export function LoadingOverlay() {
  const shown = useDelayedFlag(useTrackedRequests() > 0, SHOW_DELAY_MS);
  return shown ? <LoadingScreen /> : null;
}

/** The overlay itself; also the router's fallback while the first page loads. */
export function LoadingScreen() {
  return (
    <div className="loading-overlay" role="status" aria-label="Loading">
      <FlowerOfLife className="loading-flower" />
    </div>
  );
}
