import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { ACCOUNT_PASSWORD_MAX_LENGTH, ACCOUNT_PASSWORD_MIN_LENGTH } from '#common/limits.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { resetPassword } from '../api.ts';
import { AUTH_MESSAGES, authFailureField, authFailureMessage } from '../messages.ts';
import { ErrorSummary } from './error-summary.tsx';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The token of the emailed link; null when the link was expired or already used. */
  token: string | null;
  /** Called once the new password is set (every session of the account has ended). */
  onDone: () => void;
  /** Where to ask for a new link. */
  newLinkHref: string;
}

const PASSWORD_ERROR_ID = 'reset-password-error';
const PASSWORD_HELP_ID = 'reset-password-help';
/** better-auth's code for a reset token that is unknown, expired or used. */
const INVALID_TOKEN = 'INVALID_TOKEN';

/**
 * Chooses a new account password with the token of the emailed link (better-auth's `reset-password`).
 * The encryption password is separate and unchanged, and the page says so.
 */
export function ResetPasswordForm({ token, onDone, newLinkHref }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(token === null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  if (linkInvalid || token === null) {
    return (
      <div className="text-center">
        <Alert variant="warning">{AUTH_MESSAGES.RESET_LINK_INVALID}</Alert>
        <Link className="btn btn-primary btn-lg w-100" to={newLinkHref}>
          Ask for a new link
        </Link>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (password.length < ACCOUNT_PASSWORD_MIN_LENGTH) {
      setPasswordError(AUTH_MESSAGES.WEAK_PASSWORD);
      input.current?.focus();
      return;
    }
    setPasswordError(null);
    setBusy(true);
    const refusal = await resetPassword(password, token).then(() => null, refusalOf);
    setBusy(false);
    if (refusal === null) return onDone();
    if (refusal.code === INVALID_TOKEN) return setLinkInvalid(true);
    const message = authFailureMessage(refusal);
    if (authFailureField(refusal) === 'password') {
      setPasswordError(message);
      input.current?.focus();
    } else setFormError(message);
  };

  const describedBy = [passwordError === null ? undefined : PASSWORD_ERROR_ID, PASSWORD_HELP_ID].filter(Boolean).join(' ');
  return (
    <Form noValidate onSubmit={submit}>
      <p className="text-body-secondary">
        This changes the password you sign in with. Your readings stay sealed with your encryption password, which this does
        not change.
      </p>
      <Form.Group className="mb-3" controlId="reset-password">
        <Form.Label>New password</Form.Label>
        <Form.Control
          ref={input}
          type="password"
          autoComplete="new-password"
          maxLength={ACCOUNT_PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          isInvalid={passwordError !== null}
          aria-invalid={passwordError !== null || undefined}
          aria-describedby={describedBy}
          autoFocus
        />
        {passwordError !== null && (
          <Form.Control.Feedback type="invalid" id={PASSWORD_ERROR_ID}>
            {passwordError}
          </Form.Control.Feedback>
        )}
        <Form.Text id={PASSWORD_HELP_ID}>At least {ACCOUNT_PASSWORD_MIN_LENGTH} characters.</Form.Text>
      </Form.Group>
      <ErrorSummary fieldMessages={passwordError === null ? [] : [passwordError]} formMessage={formError} />
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy} aria-busy={busy}>
        Set the new password
      </Button>
    </Form>
  );
}
