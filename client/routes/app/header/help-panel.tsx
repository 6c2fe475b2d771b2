import Offcanvas from 'react-bootstrap/Offcanvas';
import { LOW_GEMS } from '#common/limits.ts';
import { privacyText } from '#common/privacy/claims.ts';
import type { PageKey } from '../../page-copy.ts';
import { pageHelp } from '../../page-help.ts';

/** Props of {@link HelpPanel}. */
export interface HelpPanelProps {
  show: boolean;
  title: string;
  /** The page the help is about; null for none. */
  page: PageKey | null;
  onHide: () => void;
}

/** A short help panel about the current page, with what the header shows. */
export function HelpPanel({ show, title, page, onHide }: HelpPanelProps) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="help-panel-title">
      <Offcanvas.Header closeButton closeLabel="Close help">
        <Offcanvas.Title id="help-panel-title">Help: {title}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {page !== null && <p>{pageHelp[page]}</p>}
        <h2 className="h6 mt-4">Gems</h2>
        <p className="text-body-secondary small">
          Readings cost gems. Gems regenerate over time up to your maximum; the count pulses when you have fewer than{' '}
          {LOW_GEMS}. Extra gems you earned show as +N and are spent after your regular gems. On deck pages the header
          shows your coins instead, which unlock new decks.
        </p>
        <h2 className="h6 mt-4">Your privacy</h2>
        <p className="text-body-secondary small mb-0">{privacyText('sealed', 'inUse', 'noRecovery')}</p>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
