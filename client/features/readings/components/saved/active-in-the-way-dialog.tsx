import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { activeReadingQuery, useCanSaveReading } from '../../api.ts';
import { useDiscardActiveReading, useSaveReading } from '../../mutations.ts';

/** Props of {@link ActiveInTheWayDialog}. */
export interface ActiveInTheWayDialogProps {
  show: boolean;
  /** The server's words for why the saved reading could not be opened; kept while the dialog fades out. */
  message: string;
  onCancel: () => void;
  /** The active reading is saved or discarded: the saved one can be opened now. */
  onCleared: () => void;
}

/**
 * My Readings → Open while an unsaved reading is active (one reading at a time, docs/product.md#the-active-reading): says
 * so in the server's words and offers the way out, saving the active reading to My Readings or discarding it, after which
 * the page opens the one asked for. One still being written can be neither until it is ready.
 */
export function ActiveInTheWayDialog({ show, message, onCancel, onCleared }: ActiveInTheWayDialogProps) {
  const active = useQuery({ ...activeReadingQuery, enabled: show });
  const reading = show ? active.data : undefined;
  const finished = reading?.status === 'ACTIVE';
  const save = useSaveReading(reading?.id ?? '');
  const discard = useDiscardActiveReading();
  const canSave = useCanSaveReading(finished && !reading.saved);
  const busy = save.isPending || discard.isPending;

  // A failed save or discard has already raised the Error dialog; this one stays for another try.
  const clearWith = (action: () => Promise<void>) => () => void action().then(onCleared, () => undefined);

  return (
    <Modal show={show} onHide={busy ? () => undefined : onCancel} centered aria-labelledby="active-in-the-way-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="active-in-the-way-title" className="h5">
          Another reading is open
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{message}</p>
        {reading?.status === 'GENERATING' ? (
          <p className="mb-0">It is being written right now. Once it is ready you can save it, then open this one.</p>
        ) : (
          <p className="mb-0">
            {finished ? 'Save it to My Readings, or discard it.' : 'It is still waiting to be written, and can be discarded.'} Discarding
            loses it for good, and its gems are not given back: its cards were drawn when it started.
          </p>
        )}
        {finished && canSave.data === false && (
          <p className="small mt-2 mb-0">My Readings is full: delete a saved reading to make room, or discard this one.</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {reading && reading.status !== 'GENERATING' && (
          <Button variant="outline-danger" onClick={clearWith(() => discard.mutateAsync())} disabled={busy}>
            <BusyLabel busy={discard.isPending} busyText="Discarding…">
              Discard it and open this one
            </BusyLabel>
          </Button>
        )}
        {finished && (
          <Button variant="primary" onClick={clearWith(() => save.mutateAsync())} disabled={busy || canSave.data !== true}>
            <BusyLabel busy={save.isPending} busyText="Saving…">
              Save it and open this one
            </BusyLabel>
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
