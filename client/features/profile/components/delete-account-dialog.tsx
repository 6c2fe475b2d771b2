import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ACCOUNT_DELETION_PHRASE } from '#common/api/account.ts';
import { AccountPasswordField } from '#client/components/account-password-field.tsx';
import { DangerDialogFooter, DialogFormError } from '#client/components/danger-dialog-parts.tsx';
import { deleteAccount } from '../account-api.ts';

/** Everything that goes with the account, as the dialog lists it (docs/product.md#profile). */
export const LOST_WITH_ACCOUNT = [
  'every reading, saved or active, and their clarifiers',
  'your share links, which stop working at once',
  'your gems and coins',
  'the decks you unlocked',
  'your messages and settings',
  'your encryption key, so nothing sealed with it can ever be opened',
] as const;

const PHRASE_MISMATCH = `Type ${ACCOUNT_DELETION_PHRASE} exactly as shown, in capitals.`;
const PASSWORD_REQUIRED = 'Enter your account password to confirm.';

/** Which field the server's refusal is about; anything else shows above the buttons. */
type Errors = { confirmation?: string; password?: string; form?: string };

/** Props of {@link DeleteAccountDialog}. */
export interface DeleteAccountDialogProps {
  show: boolean;
  onHide: () => void;
  /** Whether the account signs in with a password, which then confirms the deletion. */
  needsPassword: boolean;
  /** Leaves the app once the server has deleted the account. */
  onDeleted: () => void;
}

/**
 * Deleting the account: says what goes, asks for {@link ACCOUNT_DELETION_PHRASE} typed by hand and, for an account with
 * a password, that password; the delete button stays off until the phrase is right. Once the server has deleted it,
 * `onDeleted` leaves the app.
 */
export function DeleteAccountDialog({ show, onHide, needsPassword, onDeleted }: DeleteAccountDialogProps) {
  const [phrase, setPhrase] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const phraseRight = phrase === ACCOUNT_DELETION_PHRASE;

  const close = () => {
    if (busy) return;
    setPhrase('');
    setPassword('');
    setErrors({});
    onHide();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!phraseRight) {
      setErrors({ confirmation: PHRASE_MISMATCH });
      return;
    }
    if (needsPassword && password === '') {
      setErrors({ password: PASSWORD_REQUIRED });
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await deleteAccount({ confirmation: ACCOUNT_DELETION_PHRASE, password: needsPassword ? password : undefined });
    if (result.ok) {
      // Stays busy: the page is about to be replaced, and nothing of the gone account may be asked for again.
      onDeleted();
      return;
    }
    setBusy(false);
    if (result.field === 'password' || result.field === 'confirmation') setErrors({ [result.field]: result.message });
    else setErrors({ form: result.message });
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="delete-account-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="delete-account-title" className="h5">
            Delete your account?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2">This deletes your Arcana account at once, and with it:</p>
          <ul className="profile-loss-list">
            {LOST_WITH_ACCOUNT.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <strong>This cannot be undone.</strong> Export your readings first if you want to keep them.
          </p>
          <Form.Group controlId="delete-account-confirmation" className="mb-3">
            <Form.Label>
              Type <strong className="start-over-phrase">{ACCOUNT_DELETION_PHRASE}</strong> to confirm
            </Form.Label>
            <Form.Control
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={phrase}
              isInvalid={errors.confirmation !== undefined}
              aria-invalid={errors.confirmation !== undefined}
              onChange={(event) => {
                setPhrase(event.target.value);
                setErrors((current) => ({ ...current, confirmation: undefined, form: undefined }));
              }}
            />
            <Form.Control.Feedback type="invalid">{errors.confirmation}</Form.Control.Feedback>
          </Form.Group>
          {needsPassword && (
            <AccountPasswordField
              id="delete-account-password"
              value={password}
              error={errors.password}
              onChange={(value) => {
                setPassword(value);
                setErrors((current) => ({ ...current, password: undefined, form: undefined }));
              }}
            />
          )}
          <DialogFormError message={errors.form} />
        </Modal.Body>
        <DangerDialogFooter busy={busy} busyText="Deleting your account…" disabled={!phraseRight} onCancel={close}>
          Delete my account
        </DangerDialogFooter>
      </Form>
    </Modal>
  );
}
