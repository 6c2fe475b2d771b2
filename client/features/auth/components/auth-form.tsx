import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ACCOUNT_PASSWORD_MIN_LENGTH, signIn, signUp } from '../api.ts';
import { authFailureMessage } from '../messages.ts';
import { validateAuthFields, type AuthFields, type AuthMode } from '../validate.ts';
import { AUTH_PANEL_ID, AuthTabs, tabId } from './auth-tabs.tsx';
import { CheckEmail } from './check-email.tsx';

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called once the account is signed in. */
  onSuccess: () => void;
  /** Where the emailed confirmation link leads once it has signed the account in. */
  callbackPath: string;
}

const ERROR_ID = 'auth-error';

/**
 * Sign in and sign up on one form; errors show in an alert and never raise the Error dialog. A
 * sign-up ends on "Check your email": the account signs in through the emailed link.
 */
export function AuthForm({ mode, onModeChange, onSuccess, callbackPath }: AuthFormProps) {
  const [fields, setFields] = useState<AuthFields>({ name: '', email: '', password: '' });
  const [error, setError] = useState<{ field: keyof AuthFields | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<keyof AuthFields, HTMLInputElement | null>>>({});
  const signup = mode === 'signup';

  const changeMode = (next: AuthMode) => {
    setError(null);
    onModeChange(next);
  };

  const update = (field: keyof AuthFields) => (event: { target: { value: string } }) => {
    setFields((previous) => ({ ...previous, [field]: event.target.value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateAuthFields(mode, fields);
    if (problem) {
      setError(problem);
      inputs.current[problem.field]?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const email = fields.email.trim();
    const result = signup ? await signUp(fields.name.trim(), email, fields.password, callbackPath) : await signIn(email, fields.password, callbackPath);
    setBusy(false);
    if (!result.ok) setError({ field: null, message: authFailureMessage(result.failure) });
    else if (signup) setSentTo(email);
    else onSuccess();
  };

  const fieldProps = (field: keyof AuthFields) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    value: fields[field],
    onChange: update(field),
    isInvalid: error?.field === field,
    'aria-describedby': error?.field === field ? ERROR_ID : undefined,
  });

  if (sentTo !== null) return <CheckEmail email={sentTo} callbackPath={callbackPath} onBack={() => setSentTo(null)} />;

  return (
    <>
      <AuthTabs mode={mode} onChange={changeMode} />
      <div role="tabpanel" id={AUTH_PANEL_ID} aria-labelledby={tabId(mode)} className="pt-4">
        <Form noValidate onSubmit={submit}>
          {signup && (
            <Form.Group className="mb-3" controlId="auth-name">
              <Form.Label>Name</Form.Label>
              <Form.Control type="text" autoComplete="name" maxLength={100} {...fieldProps('name')} />
            </Form.Group>
          )}
          <Form.Group className="mb-3" controlId="auth-email">
            <Form.Label>Email</Form.Label>
            <Form.Control type="email" autoComplete="email" inputMode="email" maxLength={254} {...fieldProps('email')} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="auth-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete={signup ? 'new-password' : 'current-password'}
              maxLength={128}
              {...fieldProps('password')}
            />
            {signup && <Form.Text>At least {ACCOUNT_PASSWORD_MIN_LENGTH} characters.</Form.Text>}
          </Form.Group>
          {error && (
            <Alert variant="danger" id={ERROR_ID} role="alert" className="py-2">
              {error.message}
            </Alert>
          )}
          <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy} aria-busy={busy}>
            {signup ? 'Create account' : 'Sign in'}
          </Button>
        </Form>
      </div>
    </>
  );
}
