import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx';
import { publicPaths } from '#client/paths.ts';
import { useDocumentTitle } from '../use-page-copy.ts';
import { AuthFrame } from './auth-frame.tsx';
import { PASSWORD_RESET_STATE } from './password-reset-state.ts';

/**
 * /reset-password?token=…: where the emailed reset link lands. The token is checked when the new
 * password is sent; once set, the new password signs in.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useDocumentTitle('Choose a new password');
  const token = params.get('token');

  return (
    <AuthFrame title="Choose a new password">
      <ResetPasswordForm
        token={token}
        newLinkHref={publicPaths.login({ forgot: true })}
        onDone={() => navigate(publicPaths.login(), { replace: true, state: PASSWORD_RESET_STATE })}
      />
    </AuthFrame>
  );
}
