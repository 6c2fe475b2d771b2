import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ACCOUNT_PASSWORD_MAX_LENGTH, ACCOUNT_PASSWORD_MIN_LENGTH } from '#common/limits.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { LockIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { refusalOf, type Refusal } from '#client/lib/refusal.ts';
import { changeAccountPassword } from '../account-calls.ts';
import { passwordProblems, PROFILE_MESSAGES, type PasswordErrors, type PasswordFields } from '../validate.ts';

const EMPTY: PasswordFields = { current: '', next: '', confirm: '' };

/** better-auth's refusals that belong to one field of this form, in the form's words; any other shows above the button. */
function failureErrors(refusal: Refusal): PasswordErrors & { form?: string } {
  if (refusal.code === 'INVALID_PASSWORD') return { current: PROFILE_MESSAGES.WRONG_CURRENT_PASSWORD };
  if (refusal.code === 'PASSWORD_TOO_SHORT') return { next: PROFILE_MESSAGES.PASSWORD_TOO_SHORT };
  if (refusal.code === 'PASSWORD_TOO_LONG') return { next: PROFILE_MESSAGES.PASSWORD_TOO_LONG };
  return { form: refusal.message };
}

/** One password field with its problem under it. */
function PasswordField({
  id,
  label,
  value,
  error,
  autoComplete,
  help,
  onChange,
}: {
  id: keyof PasswordFields;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  help?: string;
  onChange: (value: string) => void;
}) {
  const controlId = `profile-password-${id}`;
  return (
    <Form.Group controlId={controlId} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        maxLength={ACCOUNT_PASSWORD_MAX_LENGTH}
        value={value}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={help ? `${controlId}-help` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {help && (
        <Form.Text id={`${controlId}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/**
 * Changes the account password, the one that signs in (docs/product.md#sign-in): never the encryption password, which
 * nobody can change or recover. Every other device is signed out, since it signed in with the old one.
 */
export function PasswordForm({ email }: { email: string }) {
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const set = (key: keyof PasswordFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
    setDone(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = passwordProblems(fields);
    setErrors(problems);
    setDone(false);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const refusal = await changeAccountPassword(fields.current, fields.next).then(() => null, refusalOf);
    setBusy(false);
    if (refusal !== null) {
      setErrors(failureErrors(refusal));
      return;
    }
    setFields(EMPTY);
    setDone(true);
  };

  return (
    <PageSection
      title="Account password"
      icon={<LockIcon size={20} />}
      description="The password you sign in with. It is not your encryption password, which keeps your readings private and cannot be changed here."
    >
      <Form noValidate onSubmit={submit}>
        {/* Password managers file the new password under this account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField id="current" label="Current password" autoComplete="current-password" value={fields.current} error={errors.current} onChange={set('current')} />
        <PasswordField
          id="next"
          label="New password"
          autoComplete="new-password"
          help={`At least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters.`}
          value={fields.next}
          error={errors.next}
          onChange={set('next')}
        />
        <PasswordField id="confirm" label="Confirm new password" autoComplete="new-password" value={fields.confirm} error={errors.confirm} onChange={set('confirm')} />
        {errors.form && (
          <Alert variant="danger" role="alert" className="py-2 small">
            {errors.form}
          </Alert>
        )}
        {done && (
          <Alert variant="success" role="status" className="py-2 small">
            {PROFILE_MESSAGES.PASSWORD_CHANGED}
          </Alert>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          <BusyLabel busy={busy} busyText="Changing…">
            Change password
          </BusyLabel>
        </Button>
      </Form>
    </PageSection>
  );
}
