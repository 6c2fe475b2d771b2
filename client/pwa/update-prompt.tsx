import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '#client/lib/lazy-part.ts';

const WorkerClient = lazyPart(() => import('./worker-client.tsx').then((module) => module.WorkerClient));

/** Whether this page may have a service worker: a production build (the dev server has none) in a browser with them. */
const workerWanted = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * The service worker's registration and update toast (docs/product.md#installing-offline-and-updates),
 * loaded in their own chunk once the window has loaded, so neither competes with the first load
 * (scripts/first-load-budget.test.ts).
 */
export function UpdatePrompt() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!workerWanted()) return;
    const onLoad = () => setLoaded(true);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <WorkerClient />
    </Suspense>
  ) : null;
}
