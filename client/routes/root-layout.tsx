import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { LazyErrorDialog } from '#client/components/lazy-error-dialog.tsx';
import { loadingLabel, LoadingOverlay } from '#client/components/loading-overlay.tsx';
import { useInactivityReload } from '#client/lib/use-inactivity-reload.ts';
import { UpdatePrompt } from '#client/pwa/update-prompt.tsx';
import { isPageHandle, pageCopy } from './page-copy.ts';

/**
 * What the loading overlay names: the page shown, whose data the tracked requests fetch; none while
 * the router moves to another page, whose title the old matches don't know yet.
 */
function useLoadingLabel(): string {
  const matches = useMatches();
  const moving = useNavigation().state !== 'idle';
  const handle = matches.map((match) => match.handle).findLast(isPageHandle);
  return loadingLabel(moving || handle === undefined ? null : pageCopy[handle.page].title);
}

/** Above every page: the loading overlay, the Error dialog, the update toast and the inactivity reload. */
export function RootLayout() {
  useInactivityReload();
  const loading = useLoadingLabel();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <LoadingOverlay label={loading} />
      <LazyErrorDialog />
      <UpdatePrompt />
    </>
  );
}
