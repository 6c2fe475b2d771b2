import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { refusalOf } from '#client/lib/refusal.ts';
import { resendConfirmation, useAuthConfig } from '../api.ts';
import { AUTH_MESSAGES, authFailureMessage } from '../messages.ts';

/** Props of {@link CheckEmail}. */
export interface CheckEmailProps {
  /** The address the confirmation link went to. */
  email: string;
  /** Where the link leads once it has signed the account in. */
  callbackPath: string;
  /** Back to the form, to fix a mistyped address. */
  onBack: () => void;
  /** To the sign-in tab, for someone who finds they already have an account. */
  onSignIn: () => void;
}

/** After sign-up: the link is on its way (or, without a mail server, in the server's log); send it again. */
export function CheckEmail({ email, callbackPath, onBack, onSignIn }: CheckEmailProps) {
  const config = useAuthConfig();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await resendConfirmation(email, callbackPath);
      setStatus({ ok: true, message: AUTH_MESSAGES.LINK_SENT });
    } catch (error) {
      setStatus({ ok: false, message: authFailureMessage(refusalOf(error)) });
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="check-email-title" className="text-center">
      <h2 id="check-email-title" className="h5 mb-3">
        {AUTH_MESSAGES.CHECK_EMAIL_TITLE}
      </h2>
      <p>
        We've sent a confirmation link to <strong>{email}</strong>. Open it to finish creating your account.
      </p>
      {config.data?.mail === false && (
        <Alert variant="info" role="note">
          {AUTH_MESSAGES.NO_MAIL_SERVER}
        </Alert>
      )}
      <div role={status?.ok === false ? 'alert' : 'status'} className={status?.ok === false ? 'text-danger mb-2' : 'mb-2'}>
        {status?.message}
      </div>
      <div className="d-flex flex-column gap-2">
        <Button variant="outline-primary" onClick={resend} disabled={busy} aria-busy={busy}>
          Send the link again
        </Button>
        <Button variant="link" onClick={onBack}>
          Use a different email
        </Button>
      </div>
      <p className="small mt-3 mb-0">
        Already have an account?{' '}
        <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onSignIn}>
          Sign in instead
        </Button>
      </p>
    </section>
  );
}
