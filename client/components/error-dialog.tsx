import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { clearErrorFlag, useErrorExplanation, useErrorFlag } from '#client/lib/error-flag.ts';

/** The product’s message (docs/product.md#messages-and-errors), word for word. */
export const ERROR_MESSAGE = 'An error occurred while processing your request. Please try again.';

/**
 * The Error dialog: shown once the global error flag is set. Reload reloads the page; Escape, a click
 * outside and Close dismiss it (and clear the flag), so a failure never leaves the user without a way on.
 */
export function ErrorDialog() {
  const show = useErrorFlag();
  const explanation = useErrorExplanation();
  return (
    <Modal show={show} onHide={clearErrorFlag} centered aria-labelledby="error-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="error-dialog-title">Error</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{ERROR_MESSAGE}</p>
        {explanation && <p className="mb-0 mt-2 text-body-secondary">{explanation}</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
