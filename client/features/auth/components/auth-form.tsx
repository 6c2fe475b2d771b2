import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ACCOUNT_PASSWORD_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '#common/limits.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { refusalOf, type Refusal } from '#client/lib/refusal.ts';
import { signIn, signUp } from '../api.ts';
import { AUTH_MESSAGES, authFailureField, authFailureMessage } from '../messages.ts';
import { FIELD_ORDER, validateAuthFields, type AuthFields, type AuthMode, type FieldErrors } from '../validate.ts';
import { AUTH_PANEL_ID, AuthTabs, tabId } from './auth-tabs.tsx';
import { CheckEmail } from './check-email.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { ForgotPassword } from './forgot-password.tsx';

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called once the account is signed in. */
  onSuccess: () => void;
  /** Where the emailed confirmation link leads once it has signed the account in. */
  callbackPath: string;
  /** Opens "Forgot your password?" first (the reset page sends an expired link's owner here). */
  startForgotten?: boolean;
}

/** The id of a field's message, for its aria-describedby. */
const feedbackId = (field: keyof AuthFields) => `auth-${field}-error`;
const PASSWORD_HELP_ID = 'auth-password-help';
/** The status of a rate limit: its wait holds the form's button back. */
const TOO_MANY_REQUESTS = 429;

/** What the form shows instead of the fields: nothing, "Check your email", or "Forgot your password?". */
type View = { kind: 'fields' } | { kind: 'sent'; email: string } | { kind: 'forgot' };

/**
 * Sign in and sign up on one form. Each invalid field says why beside itself, a summary of them is
 * announced to screen readers, and a problem with the whole form shows above the button; none
 * raises the Error dialog. A sign-up ends on "Check your email": the account signs in through the
 * emailed link. A rate limit says the real wait and counts it down on the button.
 */
export function AuthForm({ mode, onModeChange, onSuccess, callbackPath, startForgotten = false }: AuthFormProps) {
  const [fields, setFields] = useState<AuthFields>({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A rate limit's message lasts as long as its countdown.
  const [formError, setFormError] = useState<{ message: string; whileWaiting: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<View>(startForgotten ? { kind: 'forgot' } : { kind: 'fields' });
  const { secondsLeft, start } = useCountdown();
  const inputs = useRef<Partial<Record<keyof AuthFields, HTMLInputElement | null>>>({});
  const signup = mode === 'signup';
  const waiting = secondsLeft > 0;

  const clearErrors = () => {
    setFieldErrors({});
    setFormError(null);
  };

  const changeMode = (next: AuthMode) => {
    clearErrors();
    onModeChange(next);
  };

  const update = (field: keyof AuthFields) => (event: { target: { value: string } }) => {
    setFields((previous) => ({ ...previous, [field]: event.target.value }));
  };

  const showFailure = (refusal: Refusal) => {
    const field = authFailureField(refusal);
    const message = authFailureMessage(refusal);
    if (field !== null) {
      setFieldErrors({ [field]: message });
      inputs.current[field]?.focus();
      return;
    }
    const retryAfter = refusal.status === TOO_MANY_REQUESTS ? (refusal.retryAfterSeconds ?? null) : null;
    setFormError({ message, whileWaiting: retryAfter !== null });
    if (retryAfter !== null) start(retryAfter);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || waiting) return;
    const problems = validateAuthFields(mode, fields);
    const firstInvalid = FIELD_ORDER.find((field) => problems[field] !== undefined);
    if (firstInvalid !== undefined) {
      setFormError(null);
      setFieldErrors(problems);
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setBusy(true);
    clearErrors();
    const email = fields.email.trim();
    const sent = signup ? signUp(fields.name.trim(), email, fields.password, callbackPath) : signIn(email, fields.password, callbackPath);
    const refusal = await sent.then(() => null, refusalOf);
    setBusy(false);
    if (refusal !== null) showFailure(refusal);
    else if (signup) setView({ kind: 'sent', email });
    else onSuccess();
  };

  const fieldProps = (field: keyof AuthFields, help?: string) => {
    const invalid = fieldErrors[field] !== undefined;
    const describedBy = [invalid ? feedbackId(field) : undefined, help].filter(Boolean).join(' ');
    return {
      ref: (element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      },
      value: fields[field],
      onChange: update(field),
      isInvalid: invalid,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
    };
  };

  const feedback = (field: keyof AuthFields) =>
    fieldErrors[field] !== undefined && (
      <Form.Control.Feedback type="invalid" id={feedbackId(field)}>
        {fieldErrors[field]}
      </Form.Control.Feedback>
    );

  const backToSignIn = () => {
    clearErrors();
    setView({ kind: 'fields' });
    onModeChange('signin');
  };

  if (view.kind === 'sent') {
    return <CheckEmail email={view.email} callbackPath={callbackPath} onBack={() => setView({ kind: 'fields' })} onSignIn={backToSignIn} />;
  }
  if (view.kind === 'forgot') return <ForgotPassword initialEmail={fields.email} onBack={backToSignIn} />;

  const fieldMessages = FIELD_ORDER.flatMap((field) => fieldErrors[field] ?? []);
  const formMessage = formError === null || (formError.whileWaiting && !waiting) ? null : formError.message;
  return (
    <>
      <AuthTabs mode={mode} onChange={changeMode} />
      <div role="tabpanel" id={AUTH_PANEL_ID} aria-labelledby={tabId(mode)} className="pt-4">
        <Form noValidate onSubmit={submit}>
          {signup && (
            <Form.Group className="mb-3" controlId="auth-name">
              <Form.Label>Name</Form.Label>
              <Form.Control type="text" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...fieldProps('name')} />
              {feedback('name')}
            </Form.Group>
          )}
          <Form.Group className="mb-3" controlId="auth-email">
            <Form.Label>Email</Form.Label>
            <Form.Control type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} {...fieldProps('email')} />
            {feedback('email')}
          </Form.Group>
          <Form.Group className="mb-3" controlId="auth-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete={signup ? 'new-password' : 'current-password'}
              maxLength={ACCOUNT_PASSWORD_MAX_LENGTH}
              {...fieldProps('password', signup ? PASSWORD_HELP_ID : undefined)}
            />
            {feedback('password')}
            {signup && <Form.Text id={PASSWORD_HELP_ID}>{AUTH_MESSAGES.PASSWORD_HELP}</Form.Text>}
          </Form.Group>
          <ErrorSummary fieldMessages={fieldMessages} formMessage={formMessage} />
          <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy || waiting} aria-busy={busy}>
            {waiting ? `Try again in ${secondsLeft} s` : signup ? 'Create account' : 'Sign in'}
          </Button>
        </Form>
        <p className="text-center small mt-3 mb-0">
          {signup ? (
            <>
              Already have an account?{' '}
              <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => changeMode('signin')}>
                Sign in instead
              </Button>
            </>
          ) : (
            <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => setView({ kind: 'forgot' })}>
              Forgot your password?
            </Button>
          )}
        </p>
      </div>
    </>
  );
}
