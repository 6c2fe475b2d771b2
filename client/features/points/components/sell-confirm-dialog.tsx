import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Points } from '#common/api/points.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { count } from '../duration.ts';
import { COINS_PER_GEM } from '../sale.ts';

/** Props of {@link SellConfirmDialog}. */
export interface SellConfirmDialogProps {
  show: boolean;
  /** The gems about to be sold. */
  gems: number;
  /** The balances when the user asked to sell: kept while the dialog fades out, so its numbers do not jump. */
  points: Points;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (gems: number) => void;
}

/** Asks before a sale, with the numbers before and after: a sale cannot be undone. */
export function SellConfirmDialog({ show, gems, points, busy, onCancel, onConfirm }: SellConfirmDialogProps) {
  const titleId = useId();
  const coins = gems * COINS_PER_GEM;
  return (
    <Modal show={show} onHide={onCancel} centered size="sm" aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          Sell {count(gems, 'gem')} for {count(coins, 'coin')}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">
          You will have {Math.max(0, points.points - gems)} of {points.maxPoints} gems and {count(points.coins + coins, 'coin')}.
        </p>
        <p className="small text-body-secondary mb-0">Coins cannot be turned back into gems; sold gems refill over time like any others.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => onConfirm(gems)} disabled={busy}>
          <BusyLabel busy={busy} busyText="Selling…">
            Sell {count(gems, 'gem')}
          </BusyLabel>
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
