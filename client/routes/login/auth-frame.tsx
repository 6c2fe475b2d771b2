import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { Wordmark } from '#client/components/brand.tsx';
import { SkipLink } from '#client/components/skip-link.tsx';
import { publicPaths } from '#client/paths.ts';

/** Props of {@link AuthFrame}. */
export interface AuthFrameProps {
  /** The card's heading. */
  title: string;
  children: ReactNode;
}

/** The frame of the account pages (sign in, choose a new password): the wordmark, one card, the footnote. */
export function AuthFrame({ title, children }: AuthFrameProps) {
  return (
    <div className="auth-page">
      <SkipLink />
      <main id="main-content" className="container auth-container" tabIndex={-1}>
        <Link to={publicPaths.demo} className="auth-brand" aria-label="Arcana home">
          <Wordmark className="fs-3" />
        </Link>
        <Card className="auth-card shadow">
          <Card.Body className="p-4 p-sm-5">
            <h1 className="h4 text-center mb-4">{title}</h1>
            {children}
          </Card.Body>
        </Card>
        <p className="auth-footnote small text-center">
          Readings are for entertainment and reflection. Your readings are encrypted with a password only you know.
        </p>
      </main>
    </div>
  );
}
