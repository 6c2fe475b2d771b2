import type { ReactNode } from 'react';
import { CardPage } from '#client/components/card-page.tsx';
import { LockIcon } from '#client/components/icons.tsx';
import { LOGOUT_HREF } from '#client/features/auth/logout.ts';
import { useProfile } from '#client/features/profile/api.ts';
import { usePageCopy } from '../use-page-copy.ts';

/** Props of {@link EncryptionFrame}. */
export interface EncryptionFrameProps {
  title: string;
  /** One sentence under the title. */
  lead: string;
  children: ReactNode;
}

/**
 * The frame of the encryption pages (like /login), with a way to sign out for someone who is not
 * the signed-in user or cannot go on.
 */
export function EncryptionFrame({ title, lead, children }: EncryptionFrameProps) {
  usePageCopy();
  const { data: profile } = useProfile();
  const footnote = (
    <>
      {profile && (
        <>
          Signed in as <span className="text-break">{profile.email}</span>.{' '}
        </>
      )}
      <a href={LOGOUT_HREF}>Sign out</a>
    </>
  );
  return (
    <CardPage title={title} icon={<LockIcon size={30} />} lead={lead} footnote={footnote} containerClassName="encryption-container">
      {children}
    </CardPage>
  );
}
