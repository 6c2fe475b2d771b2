import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** Runs the action; the dialog closes once it settles. */
  onConfirm: () => Promise<void>;
}

/** Asks before something that cannot be undone; the destructive button is never the default. */
export function ConfirmDialog({ show, title, body, confirmLabel, busy, onCancel, onConfirm }: ConfirmDialogProps) {
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
        <Button variant="danger" onClick={confirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Props of {@link ConfirmDiscard}. */
export interface ConfirmDiscardProps extends Pick<ConfirmDialogProps, 'show' | 'busy' | 'onCancel' | 'onConfirm'> {
  /** Whether the reading is saved in My Readings: then discarding only closes it. */
  saved: boolean;
}

/** What discarding does to a saved reading, and to one that is not saved. */
const DISCARD_SAVED = 'It closes here and stays saved in My Readings, where you can open it again.';
const DISCARD_UNSAVED = 'It is not saved, so it will be lost for good. Its gems are not given back: its cards were drawn when it started.';

/** Confirms discarding the active reading, saying exactly what becomes of it. */
export function ConfirmDiscard({ saved, ...props }: ConfirmDiscardProps) {
  return <ConfirmDialog {...props} title="Discard this reading?" body={saved ? DISCARD_SAVED : DISCARD_UNSAVED} confirmLabel="Discard" />;
}
