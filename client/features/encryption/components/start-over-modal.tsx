import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { START_OVER_CONFIRMATION } from '#common/api/encryption.ts';
import { privacyText } from '#common/privacy/claims.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { forgetDecryptedContent } from '#client/lib/forget-content.ts';
import { invalidateEncryptionStatus, startOver, type StartOverResult } from '../api.ts';

/** Props of {@link StartOverModal}. */
export interface StartOverModalProps {
  show: boolean;
  onHide: () => void;
  /** Called with what was deleted, once the key and the readings are gone. */
  onDone: (result: StartOverResult) => void;
}

/**
 * "Start over" for a forgotten password (docs/architecture.md#starting-over): explains that the key, every reading and every
 * shared link are deleted for good, and only enables the delete button once the user has typed
 * {@link START_OVER_CONFIRMATION} exactly.
 */
export function StartOverModal({ show, onHide, onDone }: StartOverModalProps) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed === START_OVER_CONFIRMATION;

  const close = () => {
    if (busy) return;
    setTyped('');
    setError(null);
    onHide();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setError(null);
    const result = await startOver(typed);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
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
            cannot be undone. Afterwards you create a new password and begin again.
          </p>
          <Form.Group controlId="start-over-confirmation">
            <Form.Label>
              Type <strong className="start-over-phrase">{START_OVER_CONFIRMATION}</strong> to confirm
            </Form.Label>
            <Form.Control
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Form.Group>
          {error !== null && (
            <Alert variant="danger" role="alert" className="py-2 mt-3 mb-0">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || busy} aria-busy={busy}>
            <BusyLabel busy={busy} busyText="Deleting your readings…">
              Delete and start over
            </BusyLabel>
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
