import { Link } from 'react-router';
import { appPaths, publicPaths } from '#client/paths.ts';
import { ErrorDialog } from './error-dialog.tsx';

/** The router's default error screen (SPEC §8). */
export function RouteError() {
  const inApp = window.location.pathname.startsWith(appPaths.root);
  return (
    <main id="main-content" className="container py-5 text-center route-error">
      <h1 className="h3">Unexpected Application Error!</h1>
      <p className="text-body-secondary">Something went wrong while showing this page. Reloading usually fixes it.</p>
      <Link className="btn btn-primary" to={inApp ? appPaths.root : publicPaths.demo} reloadDocument>
        {inApp ? 'Back to the app' : 'Go to the home page'}
      </Link>
    </main>
  );
}

/** The error screen for a failure above every layout, which also carries the Error dialog. */
export function RootError() {
  return (
    <>
      <RouteError />
      <ErrorDialog />
    </>
  );
}
