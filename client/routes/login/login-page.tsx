import Alert from 'react-bootstrap/Alert';
import { redirect, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { hasSession } from '#client/features/auth/api.ts';
import { AuthForm } from '#client/features/auth/components/auth-form.tsx';
import { AUTH_MESSAGES } from '#client/features/auth/messages.ts';
import type { AuthMode } from '#client/features/auth/validate.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { appPaths, isAppPath } from '#client/paths.ts';
import { useDocumentTitle } from '../use-page-copy.ts';
import { AuthFrame } from './auth-frame.tsx';
import { passwordWasReset } from './password-reset-state.ts';

/** Where to go once signed in: `next` when it is an app page, else the app. */
const destination = (next: string | null): string => (isAppPath(next) ? next : appPaths.root);

/** A visitor who is already signed in goes straight on. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await hasSession()) throw redirect(destination(new URL(request.url).searchParams.get('next')));
  return null;
}

/** /login: sign in, create an account (`?mode=signup`), or ask for a password reset link (`?mode=forgot`). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
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
    <AuthFrame title={mode === 'signup' ? 'Create your free account' : 'Welcome back'}>
      {params.has('error') && (
        <Alert variant="danger" role="alert" className="py-2">
          {AUTH_MESSAGES.PROVIDER_FAILED}
        </Alert>
      )}
      {passwordWasReset(state) && (
        <Alert variant="success" role="status" className="py-2">
          {AUTH_MESSAGES.RESET_DONE}
        </Alert>
      )}
      <AuthForm
        mode={mode}
        onModeChange={changeMode}
        onSuccess={onSuccess}
        callbackPath={destination(params.get('next'))}
        startForgotten={params.get('mode') === 'forgot'}
      />
    </AuthFrame>
  );
}
