import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { BusyLabel } from '#client/components/busy-label.tsx';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  show: boolean;
  title: string;
  /** The submit button's text, and what it says while the server works on it. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal of the last attempt, shown above the buttons. */
  refusal: string | null;
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears the form once the dialog has faded out. */
  onExited: () => void;
  /** Said above the fields, e.g. who the change is for. */
  intro?: ReactNode;
  /** The fields; disabled together while busy. */
  children: ReactNode;
}

/**
 * An admin's change in a dialog: a title, the fields, the server's refusal read out when it comes, and Cancel beside
 * a submit button that shows the work under way.
 */
export function FormDialog({ show, title, submitLabel, busyLabel, busy, refusal, onCancel, onSubmit, onExited, intro, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} onExited={onExited} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {intro !== undefined && <p className="small text-body-secondary">{intro}</p>}
          <fieldset disabled={busy}>{children}</fieldset>
          <div aria-live="polite">
            {refusal !== null && (
              <Alert variant="danger" className="mt-3 mb-0">
                {refusal}
              </Alert>
            )}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            <BusyLabel busy={busy} busyText={busyLabel}>
              {submitLabel}
            </BusyLabel>
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
