import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { START_OVER_CONFIRMATION } from '#common/api/encryption.ts';
import { privacyText } from '#common/privacy/claims.ts';
import { AccountPasswordField } from '#client/components/account-password-field.tsx';
import { DangerDialogFooter, DialogFormError } from '#client/components/danger-dialog-parts.tsx';
import { forgetDecryptedContent } from '#client/lib/forget-content.ts';
import { invalidateEncryptionStatus, startOver, type StartOverResult } from '../api.ts';

const PASSWORD_REQUIRED = 'Enter your account password to confirm.';

/** Which field the server's refusal is about; anything else shows above the buttons. */
type Errors = { password?: string; form?: string };

/** Props of {@link StartOverModal}. */
export interface StartOverModalProps {
  show: boolean;
  onHide: () => void;
  /** Whether the account signs in with a password, which then confirms starting over (docs/decisions/0019). */
  needsPassword: boolean;
  /** Called with what was deleted, once the key and the readings are gone. */
  onDone: (result: StartOverResult) => void;
}

/**
 * "Start over" for a forgotten password (docs/architecture.md#starting-over): explains that the key, every reading and every
 * shared link are deleted for good and that other devices are signed out, and only enables the delete button once the
 * user has typed {@link START_OVER_CONFIRMATION} exactly; an account with a password gives it too, as for deleting
 * the account.
 */
export function StartOverModal({ show, onHide, needsPassword, onDone }: StartOverModalProps) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const confirmed = typed === START_OVER_CONFIRMATION;

  const close = () => {
    if (busy) return;
    setTyped('');
    setPassword('');
    setErrors({});
    onHide();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    if (needsPassword && password === '') {
      setErrors({ password: PASSWORD_REQUIRED });
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await startOver(typed, needsPassword ? password : undefined);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.field === 'password' ? { password: result.message } : { form: result.message });
      return;
    }
    // The readings are gone on the server: the copies this tab holds must go too.
    forgetDecryptedContent();
    await invalidateEncryptionStatus();
    onDone(result);
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="start-over-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="start-over-title" className="h5">
            Start over with a new password?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{privacyText('noRecovery', 'lockedWithout')}</p>
          <p>
            Starting over <strong>permanently deletes your encryption key, every reading and every shared link</strong>. This
            cannot be undone. Your other devices are signed out. Afterwards you create a new password and begin again.
          </p>
          <Form.Group controlId="start-over-confirmation" className={needsPassword ? 'mb-3' : undefined}>
            <Form.Label>
              Type <strong className="start-over-phrase">{START_OVER_CONFIRMATION}</strong> to confirm
            </Form.Label>
            <Form.Control
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setErrors((current) => ({ ...current, form: undefined }));
              }}
            />
          </Form.Group>
          {needsPassword && (
            <AccountPasswordField
              id="start-over-password"
              value={password}
              error={errors.password}
              hint="The password you sign in to Arcana with, not the encryption password."
              onChange={(value) => {
                setPassword(value);
                setErrors((current) => ({ ...current, password: undefined, form: undefined }));
              }}
            />
          )}
          <DialogFormError message={errors.form} />
        </Modal.Body>
        <DangerDialogFooter busy={busy} busyText="Deleting your readings…" disabled={!confirmed} onCancel={close}>
          Delete and start over
        </DangerDialogFooter>
      </Form>
    </Modal>
  );
}
