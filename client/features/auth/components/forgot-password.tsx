import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { EMAIL_MAX_LENGTH } from '#common/limits.ts';
import { isEmailShaped } from '#client/lib/email-shape.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { requestPasswordReset, useAuthConfig } from '../api.ts';
import { AUTH_MESSAGES, authFailureMessage } from '../messages.ts';
import { ErrorSummary } from './error-summary.tsx';

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps {
  /** What the sign-in form's email field held. */
  initialEmail: string;
  /** Back to the sign-in form. */
  onBack: () => void;
}

const EMAIL_ERROR_ID = 'forgot-email-error';
const TITLE_ID = 'forgot-title';

/**
 * "Forgot your password?": asks for the address and emails a reset link. The answer is the same
 * whether or not an account uses the address, so the page never tells who has one here.
 */
export function ForgotPassword({ initialEmail, onBack }: ForgotPasswordProps) {
  const config = useAuthConfig();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!isEmailShaped(email)) {
      setEmailError(AUTH_MESSAGES.INVALID_EMAIL);
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      setFormError(authFailureMessage(refusalOf(error)));
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="h5 text-center mb-3">
        Reset your password
      </h2>
      {sent ? (
        <>
          <p role="status">{AUTH_MESSAGES.RESET_REQUESTED}</p>
          {config.data?.mail === false && (
            <Alert variant="info" role="note">
              {AUTH_MESSAGES.NO_MAIL_SERVER_RESET}
            </Alert>
          )}
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <p className="text-body-secondary">
            Enter your account's email and we'll send a link to choose a new password. This is the password you sign in
            with; your encryption password stays as it is.
          </p>
          <Form.Group className="mb-3" controlId="forgot-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              isInvalid={emailError !== null}
              aria-invalid={emailError !== null || undefined}
              aria-describedby={emailError === null ? undefined : EMAIL_ERROR_ID}
              autoFocus
            />
            {emailError !== null && (
              <Form.Control.Feedback type="invalid" id={EMAIL_ERROR_ID}>
                {emailError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <ErrorSummary fieldMessages={emailError === null ? [] : [emailError]} formMessage={formError} />
          <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy} aria-busy={busy}>
            Send the reset link
          </Button>
        </Form>
      )}
      <p className="text-center mt-3 mb-0">
        <Button variant="link" onClick={onBack}>
          Back to sign in
        </Button>
      </p>
    </section>
  );
}
