import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useRevalidator, useRouteError } from 'react-router';
import { classifyRouteFailure, needsReload, type RouteFailure } from '#client/lib/route-failure.ts';
import { appPaths, publicPaths } from '#client/paths.ts';
import { AlertIcon, CloudOffIcon } from './icons.tsx';
import { LazyErrorDialog } from './lazy-error-dialog.tsx';
import { NoticeCard } from './notice-card.tsx';
import { OFFLINE_PAGE_COPY } from './offline-page.tsx';

/** What each kind of failure says: what happened and what the user can do. */
const FAILURE_COPY: Record<RouteFailure, { title: string; body: string }> = {
  offline: OFFLINE_PAGE_COPY,
  unreachable: { title: 'Can’t reach Arcana', body: 'Arcana’s server can’t be reached right now. Wait a moment, then try again.' },
  bug: { title: 'Something broke', body: 'Something broke on this page. Trying again often helps; if it keeps happening, the details below say what went wrong.' },
};

const errorText = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Props of {@link PageError}. */
export interface PageErrorProps {
  /** Whether the page stands alone (its own main landmark) rather than inside a layout's main. */
  standalone?: boolean;
}

/**
 * A route's error element: says whether the device is offline, the server unreachable or the page
 * broken, with Try again. Placed inside a layout, the layout (header and menu) stays around it.
 */
export function PageError({ standalone = false }: PageErrorProps) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const failure = classifyRouteFailure(error, navigator.onLine);
  const { title, body } = FAILURE_COPY[failure];
  const retry = () => {
    // A page whose code did not arrive is only fetched again by a reload; offline, a reload would leave the app.
    if (needsReload(error) && navigator.onLine) window.location.reload();
    else void revalidator.revalidate();
  };
  // Offline, the page tries again by itself as soon as the connection returns.
  useEffect(() => {
    if (failure !== 'offline') return undefined;
    const onOnline = () => (needsReload(error) ? window.location.reload() : void revalidator.revalidate());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failure, error, revalidator]);
  const notice = (
    <NoticeCard
      icon={failure === 'bug' ? AlertIcon : CloudOffIcon}
      title={title}
      actions={
        <Button variant="primary" onClick={retry} disabled={revalidator.state === 'loading'}>
          Try again
        </Button>
      }
    >
      <p className="text-body-secondary mb-4" role="alert">
        {body}
      </p>
      {failure === 'bug' && (
        <details className="text-start small mb-4">
          <summary>Details</summary>
          <code className="d-block mt-2 text-break">{errorText(error)}</code>
        </details>
      )}
    </NoticeCard>
  );
  return standalone ? (
    <main id="main-content" className="container py-5" tabIndex={-1}>
      {notice}
    </main>
  ) : (
    notice
  );
}

/** The router's default error screen (docs/product.md#messages-and-errors), for a failure above every layout. */
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
      <LazyErrorDialog />
    </>
  );
}
