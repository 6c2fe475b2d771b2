import type { ReactNode } from 'react';
import { PRIVACY_CLAIMS } from '#common/privacy/claims.ts';
import { CardPage } from '#client/components/card-page.tsx';

/** Props of {@link AuthFrame}. */
export interface AuthFrameProps {
  /** The card's heading. */
  title: string;
  children: ReactNode;
}

/** The frame of the account pages (sign in, choose a new password): the wordmark, one card, the footnote. */
export function AuthFrame({ title, children }: AuthFrameProps) {
  return (
    <CardPage title={title} footnote={`Readings are for entertainment and reflection. ${PRIVACY_CLAIMS.sealed}`}>
      {children}
    </CardPage>
  );
}
