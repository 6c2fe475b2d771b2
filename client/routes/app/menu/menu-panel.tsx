import Offcanvas from 'react-bootstrap/Offcanvas';
import { Wordmark } from '#client/components/brand.tsx';
import { MainMenu } from './main-menu.tsx';

/** Props of {@link MenuPanel}. */
export interface MenuPanelProps {
  show: boolean;
  onHide: () => void;
}

/**
 * The menu: a sidebar from the lg breakpoint up, an offcanvas opened from the header below it.
 * The label is only set while open: the inline sidebar is a plain container, not a dialog.
 */
export function MenuPanel({ show, onHide }: MenuPanelProps) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="lg"
      placement="start"
      id="main-menu-panel"
      className="app-sidebar"
      aria-labelledby={show ? 'main-menu-title' : undefined}
    >
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title id="main-menu-title">
          <Wordmark />
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-column">
        <MainMenu
          onNavigate={onHide}
          brand={
            <div className="sidebar-brand d-none d-lg-block">
              <Wordmark />
            </div>
          }
        />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
