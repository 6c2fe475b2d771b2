import Navbar from 'react-bootstrap/Navbar';
import { Link, Outlet } from 'react-router';
import { Wordmark } from '#client/components/brand.tsx';
import { SkipLink } from '#client/components/skip-link.tsx';
import { publicPaths } from '#client/paths.ts';
import { usePageCopy } from '../use-page-copy.ts';

/** The frame of the public pages outside the app: a slim top bar and the page. */
export function Component() {
  usePageCopy();
  return (
    <div className="public-shell">
      <SkipLink />
      <Navbar as="header" className="public-header" aria-label="Site header">
        <div className="container">
          <Link to={publicPaths.demo} className="navbar-brand" aria-label="Arcana home">
            <Wordmark />
          </Link>
          <Link to={publicPaths.login()} className="btn btn-outline-primary btn-sm">
            Sign in
          </Link>
        </div>
      </Navbar>
      <main id="main-content" className="container py-4 py-md-5" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
