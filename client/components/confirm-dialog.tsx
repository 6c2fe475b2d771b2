import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** The confirm button's look: danger (the default) for what cannot be undone, primary for what can. */
  confirmVariant?: 'danger' | 'primary';
  busy: boolean;
  onCancel: () => void;
  /** Runs the action; the dialog closes once it settles. */
  onConfirm: () => Promise<void>;
}

/** Asks before something that cannot be undone; the destructive button is never the default. */
export function ConfirmDialog({ show, title, body, confirmLabel, confirmVariant = 'danger', busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const titleId = useId();
  const confirm = () => {
    void onConfirm()
      .catch(() => undefined) // the Error dialog already says what went wrong
      .finally(onCancel);
  };
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{body}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={confirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
