import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { PRIVACY_NOTE, privacyText } from '#common/privacy/claims.ts';

/** Props of {@link PrivacyNote}. */
export interface PrivacyNoteProps {
  show: boolean;
  onHide: () => void;
}

/** The privacy note the consent box links to: SECURITY.md#what-the-pages-promise in plain words. */
export function PrivacyNote({ show, onHide }: PrivacyNoteProps) {
  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby="privacy-note-title">
      <Modal.Header closeButton>
        <Modal.Title id="privacy-note-title" className="h5">
          How your readings are kept private
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="privacy-note">
          {PRIVACY_NOTE.map(({ lead, claims }) => (
            <li key={lead}>
              <strong>{lead}</strong> {privacyText(...claims)}
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          Got it
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
