import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { BookIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';
import { ConfirmDiscard } from './confirm-dialog.tsx';

/** Props of {@link ActiveReadingNotice}. */
export interface ActiveReadingNoticeProps {
  /** Discards the active reading; resolves when done. */
  onDiscard: () => Promise<void>;
  discarding: boolean;
}

/** Shown instead of the reading form while a reading is active: one reading at a time. */
export function ActiveReadingNotice({ onDiscard, discarding }: ActiveReadingNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="page-card mx-auto text-center shadow-sm">
      <Card.Body className="p-4 p-md-5">
        <div className="coming-soon-icon mx-auto mb-3">
          <BookIcon size={40} />
        </div>
        <h1 className="h3 mb-2">You have a reading in progress</h1>
        <p className="text-body-secondary mb-4">
          Open it to read or save it. To ask something new, discard it first; a saved copy stays in My Readings.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link className="btn btn-primary" to={appPaths.activeResult}>
            View
          </Link>
          <Button variant="outline-danger" onClick={() => setConfirming(true)} disabled={discarding}>
            Discard
          </Button>
        </div>
      </Card.Body>
      <ConfirmDiscard show={confirming} busy={discarding} onCancel={() => setConfirming(false)} onConfirm={onDiscard} />
    </Card>
  );
}
