import { useId, useState, type CSSProperties } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router';
import { useStore } from '#client/lib/external-store.ts';
import { quietRequests } from '#client/lib/quiet.ts';
import type { NoticeAction, NoticeQueue, NoticeView } from '../notice-queue.ts';
import { NOTICE_TEXTS, noticeName } from '../notice-texts.ts';
import { SHEET_HEIGHT_VARIABLE, useSheetRoom } from './sheet-room.ts';

/** The label of the button that turns a notice's setting off, as the product names it. */
export const DONT_SHOW_AGAIN = "Don't Show Again";

/** A compact sheet along the bottom edge, edged in the (possibly drifting) accent. */
const SHEET_STYLE: CSSProperties = {
  height: 'auto',
  // Room above it for the page's action bar and a few lines of the page, even at 200% zoom: the body scrolls beyond.
  maxHeight: '50vh',
  borderTop: '3px solid var(--app-accent)',
  boxShadow: '0 -0.5rem 1.5rem rgba(31, 22, 51, 0.18)',
};
const CONTENT_STYLE: CSSProperties = { maxWidth: '48rem' };
/** While the sheet shows, the page can scroll its last lines up above it. */
const SCROLL_ROOM_STYLE: CSSProperties = { height: `var(${SHEET_HEIGHT_VARIABLE})` };

/** The notice's own step, as a link that also puts the notice away. */
function ActionLink({ action, onFollow }: { action: NoticeAction; onFollow: () => void }) {
  return (
    <Link className="btn btn-primary" to={action.to} onClick={onFollow}>
      {action.label}
    </Link>
  );
}

/** Props of {@link NoticeHost}. */
export interface NoticeHostProps {
  queue: NoticeQueue;
}

/**
 * Shows the queue's current notice: a bottom sheet (its own step if it has one, Got it, Learn More, Don't Show Again) or
 * the modal with the full explanation. The sheet never covers the page's main action (useSheetRoom). The last notice stays
 * rendered while it slides away. While the page
 * asks for quiet (client/lib/quiet.ts), the notice waits, unseen, and shows once the quiet ends.
 */
export function NoticeHost({ queue }: NoticeHostProps) {
  const view = useStore(queue.view);
  const quiet = useStore(quietRequests) > 0;
  const [shown, setShown] = useState<NoticeView | null>(view);
  if (view !== null && view !== shown) setShown(view);
  const sheetTitle = useId();
  const modalTitle = useId();
  const sheetRef = useSheetRoom(view?.as === 'sheet' && !quiet);
  const current = view ?? shown;
  if (current === null || quiet) return null;
  const { notice } = current;
  const text = NOTICE_TEXTS[noticeName(notice.id)];
  const summary = notice.summary ?? text.summary;
  const canDisable = notice.setting !== undefined;
  const { action } = notice;

  return (
    <>
      {view?.as === 'sheet' && <div aria-hidden="true" style={SCROLL_ROOM_STYLE} />}
      <Offcanvas
        show={view?.as === 'sheet'}
        onHide={queue.close}
        placement="bottom"
        // A tip, not a gate: the page stays usable (and scrollable past the sheet) while it shows, so it is a
        // labelled region rather than a modal dialog; Got it closes it.
        backdrop={false}
        scroll
        autoFocus={false}
        role="region"
        aria-modal={undefined}
        className="notice-sheet"
        // Inline, not a stylesheet: the app layout shows it on every page, and a stylesheet would be one more request on the first load.
        style={SHEET_STYLE}
        aria-labelledby={sheetTitle}
      >
        <Offcanvas.Header ref={sheetRef} className="mx-auto w-100" style={CONTENT_STYLE}>
          <Offcanvas.Title id={sheetTitle} as="h2" className="h5">
            {text.title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="pt-0 mx-auto w-100" style={CONTENT_STYLE}>
          <p>{summary}</p>
          <div className="d-flex flex-wrap gap-2">
            {action && <ActionLink action={action} onFollow={queue.close} />}
            <Button variant={action ? 'outline-primary' : 'primary'} onClick={queue.close}>
              Got it
            </Button>
            <Button variant="outline-primary" onClick={queue.learnMore}>
              Learn More
            </Button>
            {canDisable && (
              <Button variant="outline-secondary" className="ms-sm-auto" onClick={queue.dontShowAgain}>
                {DONT_SHOW_AGAIN}
              </Button>
            )}
          </div>
        </Offcanvas.Body>
      </Offcanvas>
      <Modal show={view?.as === 'modal'} onHide={queue.close} centered aria-labelledby={modalTitle}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={modalTitle} className="h5">
            {text.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {notice.summary !== undefined && <p>{notice.summary}</p>}
          <p className="mb-0">{text.details}</p>
        </Modal.Body>
        <Modal.Footer>
          {canDisable && (
            <Button variant="outline-secondary" className="me-auto" onClick={queue.dontShowAgain}>
              {DONT_SHOW_AGAIN}
            </Button>
          )}
          <Button variant={action ? 'outline-primary' : 'primary'} onClick={queue.close}>
            Got it
          </Button>
          {action && <ActionLink action={action} onFollow={queue.close} />}
        </Modal.Footer>
      </Modal>
    </>
  );
}
