import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';

/** Props of {@link BusyLabel}. */
export interface BusyLabelProps {
  busy: boolean;
  /** Names the work under way, e.g. "Unlocking the deck…": shown, and so read out, beside the spinner. */
  busyText: string;
  /** The button's text while idle. */
  children: ReactNode;
}

/**
 * A button's content: its text, or while `busy` a small spinner with `busyText`. A bare spinner
 * says only that something is happening; the text says what, to everyone, screen readers included.
 */
export function BusyLabel({ busy, busyText, children }: BusyLabelProps) {
  if (!busy) return children;
  return (
    <>
      <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
      {busyText}
    </>
  );
}
