import Button from 'react-bootstrap/Button';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { formatClock } from '../format.ts';

/** Props of {@link RefreshBar}. */
export interface RefreshBarProps {
  /** When the figures shown were read (epoch ms); 0 before the first answer. */
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
  /** A sentence on refreshing by itself, when the page does. */
  note?: string;
}

/** A dashboard's Refresh button with the time its figures were read. */
export function RefreshBar({ updatedAt, fetching, onRefresh, note }: RefreshBarProps) {
  return (
    <div className="admin-refresh-bar">
      <p className="small text-body-secondary mb-0" aria-live="polite">
        {updatedAt > 0 ? `Updated ${formatClock(updatedAt)}` : 'Not loaded yet'}
        {note && <span className="d-block">{note}</span>}
      </p>
      <Button variant="outline-primary" size="sm" onClick={onRefresh} disabled={fetching}>
        <BusyLabel busy={fetching} busyText="Refreshing…">
          Refresh
        </BusyLabel>
      </Button>
    </div>
  );
}
