import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { SignInProvider } from '#common/api/profile.ts';
import { AccountPasswordField } from '#client/components/account-password-field.tsx';
import { DangerDialogFooter, DialogFormError } from '#client/components/danger-dialog-parts.tsx';
import { confirmPassword, unlinkProvider } from '../account-api.ts';
import { PROVIDER_LABELS } from '../providers.ts';

const PASSWORD_REQUIRED = 'Enter your account password to confirm.';

/** Props of {@link UnlinkDialog}. */
export interface UnlinkDialogProps {
  /** The method to unlink; it stays named while the dialog fades out after closing. */
  provider: SignInProvider;
  show: boolean;
  onHide: () => void;
  /** Once the server has answered for good: null when the method is gone, else its words for why not. */
  onSettled: (refusal: string | null) => void;
}

/**
 * Asks before unlinking a sign-in method: a removed way in cannot be used to get back in. When the server wants the
 * account password first (the session is not fresh, docs/decisions/0019), the dialog asks for it in its own words,
 * confirms it, and unlinks again.
 */
export function UnlinkDialog({ provider, show, onHide, onSettled }: UnlinkDialogProps) {
  const [passwordPrompt, setPasswordPrompt] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const label = PROVIDER_LABELS[provider];

  const reset = () => {
    setPasswordPrompt(null);
    setPassword('');
    setErrors({});
  };

  const close = () => {
    if (busy) return;
    reset();
    onHide();
  };

  const unlink = async () => {
    if (passwordPrompt !== null) {
      if (password === '') return setErrors({ password: PASSWORD_REQUIRED });
      const confirmed = await confirmPassword(password);
      if (!confirmed.ok) return setErrors(confirmed.field === 'password' ? { password: confirmed.message } : { form: confirmed.message });
    }
    const result = await unlinkProvider(provider);
    if (!result.ok && result.field === 'password') {
      setPasswordPrompt(result.message);
      return setErrors({});
    }
    reset();
    onHide();
    onSettled(result.ok ? null : result.message);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    await unlink();
    setBusy(false);
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="unlink-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="unlink-title" className="h5">
            Unlink {label}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className={passwordPrompt === null ? 'mb-0' : undefined}>
            {provider === 'credential'
              ? 'You will no longer be able to sign in with your email and account password, only with the other ways listed.'
              : `You will no longer be able to sign in with ${label}, only with the other ways listed.`}
          </p>
          {passwordPrompt !== null && (
            <AccountPasswordField
              id="unlink-password"
              value={password}
              error={errors.password}
              reason={passwordPrompt}
              autoFocus
              onChange={(value) => {
                setPassword(value);
                setErrors({});
              }}
            />
          )}
          <DialogFormError message={errors.form} />
        </Modal.Body>
        <DangerDialogFooter busy={busy} busyText="Unlinking…" onCancel={close}>
          Unlink
        </DangerDialogFooter>
      </Form>
    </Modal>
  );
}
