import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Navbar from 'react-bootstrap/Navbar';
import { useLocation, useNavigate } from 'react-router';
import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { appPaths, isDeckPath } from '#client/paths.ts';
import { BackIcon, HelpIcon, MenuIcon } from '../icons.tsx';
import { CoinCount, GemCount } from './gem-count.tsx';
import { HelpPanel } from './help-panel.tsx';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  title: string;
  help: string;
  /** Opens the menu offcanvas (below the lg breakpoint). */
  onOpenMenu: () => void;
}

/** Whether the router has an earlier entry of this app to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/** The app header: menu (small screens), back, page title, gem or coin count, help. */
export function AppHeader({ title, help, onOpenMenu }: AppHeaderProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const points = useRegeneratedPoints();
  const [helpOpen, setHelpOpen] = useState(false);
  const goBack = () => (canGoBack() ? navigate(-1) : navigate(appPaths.root));

  return (
    <>
      <Navbar as="header" className="app-header" aria-label="Page header" sticky="top">
        <div className="container-fluid flex-nowrap gap-1 gap-sm-2">
          <Button
            variant="link"
            className="icon-button d-lg-none"
            aria-label="Open menu"
            aria-controls="main-menu-panel"
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </Button>
          <Button variant="link" className="icon-button" aria-label="Back" onClick={goBack}>
            <BackIcon />
          </Button>
          <div className="app-title text-truncate">{title}</div>
          <div className="ms-auto d-flex align-items-center gap-1 gap-sm-2">
            {isDeckPath(pathname) ? <CoinCount points={points} /> : <GemCount points={points} />}
            <Button variant="link" className="icon-button" aria-label="Help" onClick={() => setHelpOpen(true)}>
              <HelpIcon />
            </Button>
          </div>
        </div>
      </Navbar>
      <HelpPanel show={helpOpen} title={title} help={help} onHide={() => setHelpOpen(false)} />
    </>
  );
}
