import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { BusyLabel } from './busy-label.tsx';

/** A dialog form's refusal that names no field, under its fields. */
export function DialogFormError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Alert variant="danger" role="alert" className="py-2 mt-3 mb-0">
      {message}
    </Alert>
  );
}

interface DangerDialogFooterProps {
  busy: boolean;
  busyText: string;
  /** Off until the form may be sent (a typed confirmation, say). */
  disabled?: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/** Cancel, and the irreversible action that submits the dialog's form: deleting the account, starting over, unlinking. */
export function DangerDialogFooter({ busy, busyText, disabled = false, onCancel, children }: DangerDialogFooterProps) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="danger" disabled={disabled || busy} aria-busy={busy}>
        <BusyLabel busy={busy} busyText={busyText}>
          {children}
        </BusyLabel>
      </Button>
    </Modal.Footer>
  );
}
