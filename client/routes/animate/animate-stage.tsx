import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '#client/components/brand.tsx';
import { SkipLink } from '#client/components/skip-link.tsx';
import { publicPaths } from '#client/paths.ts';

/** Props of {@link AnimateStage}. */
export interface AnimateStageProps {
  /** Where the close button leads. */
  closeTo: string;
  children: ReactNode;
}

/** The full-screen night backdrop of /animate: the wordmark, a close button and the stage. */
export function AnimateStage({ closeTo, children }: AnimateStageProps) {
  return (
    <div className="animate-stage" data-bs-theme="dark">
      <SkipLink />
      <header className="animate-bar">
        <Link to={publicPaths.demo} className="animate-brand" aria-label="Arcana home">
          <Wordmark />
        </Link>
        <Link to={closeTo} className="btn-close btn-close-white animate-close" aria-label="Close" title="Close (Esc)" />
      </header>
      <main id="main-content" className="animate-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
