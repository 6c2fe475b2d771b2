import Card from 'react-bootstrap/Card';
import { Link, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Wordmark } from '#client/components/brand.tsx';
import { SkipLink } from '#client/components/skip-link.tsx';
import { hasSession } from '#client/features/auth/api.ts';
import { AuthForm } from '#client/features/auth/components/auth-form.tsx';
import type { AuthMode } from '#client/features/auth/validate.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { appPaths, isAppPath, publicPaths } from '#client/paths.ts';
import { useDocumentTitle } from '../use-page-copy.ts';

/** Where to go once signed in: `next` when it is an app page, else the app. */
const destination = (next: string | null): string => (isAppPath(next) ? next : appPaths.root);

/** A visitor who is already signed in goes straight on. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await hasSession()) throw redirect(destination(new URL(request.url).searchParams.get('next')));
  return null;
}

/** /login: sign in, or create an account (`?mode=signup`). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  useDocumentTitle(mode === 'signup' ? 'Create account' : 'Sign in');

  const changeMode = (next: AuthMode) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'signup') updated.set('mode', 'signup');
        else updated.delete('mode');
        return updated;
      },
      { replace: true },
    );

  const onSuccess = () => {
    queryClient.clear();
    navigate(destination(params.get('next')), { replace: true });
  };

  return (
    <div className="auth-page">
      <SkipLink />
      <main id="main-content" className="container auth-container" tabIndex={-1}>
        <Link to={publicPaths.demo} className="auth-brand" aria-label="Arcana home">
          <Wordmark className="fs-3" />
        </Link>
        <Card className="auth-card shadow">
          <Card.Body className="p-4 p-sm-5">
            <h1 className="h4 text-center mb-4">{mode === 'signup' ? 'Create your free account' : 'Welcome back'}</h1>
            <AuthForm mode={mode} onModeChange={changeMode} onSuccess={onSuccess} callbackPath={destination(params.get('next'))} />
          </Card.Body>
        </Card>
        <p className="auth-footnote small text-center">
          Readings are for entertainment and reflection. Your readings are encrypted with a password only you know.
        </p>
      </main>
    </div>
  );
}
