import { Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { isDeckPath } from '#client/paths.ts';
import { BackIcon, HelpIcon, MenuIcon } from '#client/components/icons.tsx';
import type { PageKey } from '../../page-copy.ts';
import { useBackTarget, type UpTarget } from './back-target.ts';
import { CoinCount, GemCount } from './gem-count.tsx';

// Off the first load (scripts/first-load-budget.test.ts): the service worker keeps it for when the connection goes.
const OfflineIndicator = lazyPart(() => import('#client/components/offline-indicator.tsx').then((module) => module.OfflineIndicator));
// Off the first load too, since it opens only on Help; rendered with the header, so it is fetched before it is asked for.
const HelpPanel = lazyPart(() => import('./help-panel.tsx').then((module) => module.HelpPanel));

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  title: string;
  /** The page whose help the Help panel shows; null for none. */
  page: PageKey | null;
  /** Opens the menu offcanvas (below the lg breakpoint). */
  onOpenMenu: () => void;
}

/** The app header: menu (small screens), back, page title, gem or coin count, help. */
export function AppHeader({ title, page, onOpenMenu }: AppHeaderProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const points = useRegeneratedPoints();
  const [helpOpen, setHelpOpen] = useState(false);
  const back = useBackTarget();
  // Up to a parent takes the page's place, so Back on the parent does not bounce down again.
  const goBack = (target: -1 | UpTarget) => void (target === -1 ? navigate(-1) : navigate(target.to, { replace: true, state: target.state }));

  return (
    <>
      {/* A plain header: react-bootstrap's Navbar would add role="navigation", which a header may not carry. */}
      <header className="navbar navbar-expand flex-wrap sticky-top app-header" aria-label="Page header">
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
          {back !== null && (
            <Button variant="link" className="icon-button" aria-label="Back" onClick={() => goBack(back)}>
              <BackIcon />
            </Button>
          )}
          <div className={back === null ? 'app-title ps-lg-3' : 'app-title'}>{title}</div>
          <div className="ms-auto d-flex align-items-center gap-1 gap-sm-2">
            {isDeckPath(pathname) ? <CoinCount points={points} /> : <GemCount points={points} />}
            <Button variant="link" className="icon-button" aria-label="Help" onClick={() => setHelpOpen(true)}>
              <HelpIcon />
            </Button>
          </div>
        </div>
        <Suspense fallback={null}>
          <OfflineIndicator />
        </Suspense>
      </header>
      <Suspense fallback={null}>
        <HelpPanel show={helpOpen} title={title} page={page} onHide={() => setHelpOpen(false)} />
      </Suspense>
    </>
  );
}
