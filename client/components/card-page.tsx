import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { publicPaths } from '#client/paths.ts';
import { Wordmark } from './brand.tsx';
import { SkipLink } from './skip-link.tsx';

/** Props of {@link CardPage}. */
export interface CardPageProps {
  /** The card's heading. */
  title: string;
  /** Drawn in a circle above the heading. */
  icon?: ReactNode;
  /** One sentence under the heading. */
  lead?: string;
  /** The line under the card. */
  footnote: ReactNode;
  /** Extra class of the page's container, for pages that need a different width. */
  containerClassName?: string;
  children: ReactNode;
}

/**
 * The slim, centered frame of the pages outside the app's layout (signing in, choosing a new
 * password, the encryption password): the wordmark home, one card, and a footnote under it.
 */
export function CardPage({ title, icon, lead, footnote, containerClassName, children }: CardPageProps) {
  return (
    <div className="auth-page">
      <SkipLink />
      <main id="main-content" className={['container auth-container', containerClassName].filter(Boolean).join(' ')} tabIndex={-1}>
        <Link to={publicPaths.demo} className="auth-brand" aria-label="Arcana home">
          <Wordmark className="fs-3" />
        </Link>
        <Card className="auth-card shadow">
          <Card.Body className="p-4 p-sm-5">
            {icon && <div className="encryption-icon mx-auto mb-3">{icon}</div>}
            <h1 className={lead ? 'h4 text-center mb-2' : 'h4 text-center mb-4'}>{title}</h1>
            {lead && <p className="text-center text-body-secondary mb-4">{lead}</p>}
            {children}
          </Card.Body>
        </Card>
        <p className="auth-footnote small text-center">{footnote}</p>
      </main>
    </div>
  );
}
