import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorDialog } from '#client/components/error-dialog.tsx';
import { LoadingOverlay } from '#client/components/loading-overlay.tsx';
import { useInactivityReload } from '#client/lib/use-inactivity-reload.ts';

/** Above every page: the loading overlay, the Error dialog and the inactivity reload. */
export function RootLayout() {
  useInactivityReload();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <LoadingOverlay />
      <ErrorDialog />
    </>
  );
}
