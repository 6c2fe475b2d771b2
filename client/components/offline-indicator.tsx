import { useEffect, useState } from 'react';
import { connection, useOnline } from '#client/lib/network.ts';
// oxlint-disable-next-line import/no-unassigned-import -- back online, what the app missed is fetched again; it loads with the indicator, off the first load
import '#client/lib/reconnect.ts';
import { CloudOffIcon } from './icons.tsx';

/** The strip's look, from Bootstrap's utilities alone: the indicator adds no stylesheet to the app's first load. */
const STRIP = 'offline-indicator-strip d-flex align-items-center justify-content-center gap-2 mt-1 mb-0 px-3 py-1 rounded small lh-sm';

/** How long "Back online" stays once the connection returns. */
const BACK_ONLINE_MS = 4000;

/**
 * The header's offline indicator (docs/product.md#installing-offline-and-updates): a strip under the header's row that
 * says the device is offline and what still works, and "Back online" for a moment once the connection returns. The
 * live region around them stays in place while empty, so screen readers hear each change.
 */
export function OfflineIndicator() {
  const online = useOnline();
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    // The store tells only of changes: going offline hides "Back online", coming back shows it for a moment.
    const unsubscribe = connection.subscribe(() => {
      window.clearTimeout(timer);
      const back = connection.get();
      setBackOnline(back);
      if (back) timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, []);

  return (
    // Full width, so the header (which wraps) puts it on a line of its own.
    <div className="w-100" aria-live="polite">
      {!online && (
        <p className={`${STRIP} bg-warning-subtle text-warning-emphasis`} role="status">
          <CloudOffIcon size={16} className="flex-shrink-0" />
          {/* A phone's header keeps to two lines; either way the sentence says what still works. */}
          <span className="d-sm-none">
            <strong>Offline.</strong> What’s open still reads; anything new waits.
          </span>
          <span className="d-none d-sm-inline">
            <strong>Offline.</strong> You can read what’s already open; anything new waits, and Arcana reconnects by itself.
          </span>
        </p>
      )}
      {online && backOnline && (
        <p className={`${STRIP} bg-success-subtle text-success-emphasis`} role="status">
          Back online.
        </p>
      )}
    </div>
  );
}
