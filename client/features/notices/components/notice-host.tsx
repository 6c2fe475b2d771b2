import { useEffect, useId, type CSSProperties } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useStore } from '#client/lib/external-store.ts';
import { quietRequests } from '#client/lib/quiet.ts';
import type { NoticeQueue } from '../notice-queue.ts';
import { NOTICE_TEXTS } from '../notice-texts.ts';
import { browserSeenNotices } from '../seen-notices.ts';

/** The label of the button that turns a notice's setting off, as the product names it. */
export const DONT_SHOW_AGAIN = "Don't Show Again";

/**
 * A card in the page's flow, edged in the (possibly drifting) accent. Inline, not a stylesheet: the app layout shows it
 * on every page, and a stylesheet would be one more request on the first load.
 */
const CARD_STYLE: CSSProperties = { maxWidth: '48rem', borderLeft: '4px solid var(--app-accent)' };

/** Props of {@link NoticeHost}. */
export interface NoticeHostProps {
  queue: NoticeQueue;
}

/** Where focus goes once a notice is put away: the page it sat on, rather than nowhere. */
function focusPage(): void {
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

/**
 * Shows the queue's current notice at the top of the page's content, in its flow: a tip, not a layer, so it never
 * covers the page's main action (a sticky Start or Reveal bar) at any size or zoom (docs/product.md#notices). Learn
 * More opens the modal with the full explanation. It gives the queue what this browser has seen, loaded with the host
 * rather than the page. While the page asks for quiet (client/lib/quiet.ts) the notice
 * waits, unseen, and shows once the quiet ends.
 */
export function NoticeHost({ queue }: NoticeHostProps) {
  const view = useStore(queue.view);
  const quiet = useStore(quietRequests) > 0;
  const cardTitle = useId();
  const modalTitle = useId();
  useEffect(() => queue.setSeen(browserSeenNotices()), [queue]);
  if (view === null || quiet) return null;
  const { notice } = view;
  const text = NOTICE_TEXTS[notice.id];
  const canDisable = notice.setting !== undefined;
  const gotIt = () => {
    queue.close();
    focusPage();
  };
  const dontShowAgain = () => {
    queue.dontShowAgain();
    focusPage();
  };

  return (
    <>
      {view.as === 'inline' && (
        <section className="app-notice border rounded-3 bg-body-tertiary shadow-sm p-3 mb-3" style={CARD_STYLE} aria-labelledby={cardTitle}>
          <h2 id={cardTitle} className="h6 mb-1">
            {text.title}
          </h2>
          <p className="small mb-2">{text.summary}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="primary" size="sm" onClick={gotIt}>
              Got it
            </Button>
            <Button variant="outline-primary" size="sm" onClick={queue.learnMore}>
              Learn More
            </Button>
            {canDisable && (
              <Button variant="outline-secondary" size="sm" className="ms-sm-auto" onClick={dontShowAgain}>
                {DONT_SHOW_AGAIN}
              </Button>
            )}
          </div>
        </section>
      )}
      <Modal show={view.as === 'modal'} onHide={queue.close} centered aria-labelledby={modalTitle}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={modalTitle} className="h5">
            {text.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{text.details}</p>
        </Modal.Body>
        <Modal.Footer>
          {canDisable && (
            <Button variant="outline-secondary" className="me-auto" onClick={queue.dontShowAgain}>
              {DONT_SHOW_AGAIN}
            </Button>
          )}
          <Button variant="primary" onClick={queue.close}>
            Got it
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
