import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Props of {@link PrivacyNote}. */
export interface PrivacyNoteProps {
  show: boolean;
  onHide: () => void;
}

/** The privacy note the consent box links to: docs/product.md#the-encryption-password in plain words. */
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
          <li>
            <strong>Only your password opens them.</strong> Every reading is encrypted with a password only you know. We never
            store the password itself.
          </li>
          <li>
            <strong>Nobody else can read them.</strong> Not us, not an administrator, and not anyone holding a copy or backup of
            our database.
          </li>
          <li>
            <strong>The AI sees your question while it writes.</strong> To write a reading, the AI model is given your question
            and cards. As soon as the reading is written, it is stored encrypted.
          </li>
          <li>
            <strong>Unlocked only while you are signed in.</strong> After you unlock, the app can show your readings until you
            sign out or your session ends.
          </li>
          <li>
            <strong>A forgotten password cannot be recovered.</strong> Nobody can reset it for you. You can start over with a new
            password, but that deletes every reading you have.
          </li>
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
