import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { Wordmark } from '#client/components/brand.tsx';
import { LockIcon } from '#client/components/icons.tsx';
import { SkipLink } from '#client/components/skip-link.tsx';
import { useProfile } from '#client/features/profile/api.ts';
import { LOGOUT_HREF, publicPaths } from '#client/paths.ts';
import { usePageCopy } from '../use-page-copy.ts';

/** Props of {@link EncryptionFrame}. */
export interface EncryptionFrameProps {
  title: string;
  /** One sentence under the title. */
  lead: string;
  children: ReactNode;
}

/**
 * The slim, centered frame of the encryption pages (like /login): the brand, one card, and a way to
 * sign out for someone who is not the signed-in user or cannot go on.
 */
export function EncryptionFrame({ title, lead, children }: EncryptionFrameProps) {
  usePageCopy();
  const { data: profile } = useProfile();
  return (
    <div className="auth-page">
      <SkipLink />
      <main id="main-content" className="container auth-container encryption-container" tabIndex={-1}>
        <Link to={publicPaths.demo} className="auth-brand" aria-label="Arcana home">
          <Wordmark className="fs-3" />
        </Link>
        <Card className="auth-card shadow">
          <Card.Body className="p-4 p-sm-5">
            <div className="encryption-icon mx-auto mb-3">
              <LockIcon size={30} />
            </div>
            <h1 className="h4 text-center mb-2">{title}</h1>
            <p className="text-center text-body-secondary mb-4">{lead}</p>
            {children}
          </Card.Body>
        </Card>
        <p className="auth-footnote small text-center">
          {profile && (
            <>
              Signed in as <span className="text-break">{profile.email}</span>.{' '}
            </>
          )}
          <a href={LOGOUT_HREF}>Sign out</a>
        </p>
      </main>
    </div>
  );
}
