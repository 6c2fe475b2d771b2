import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Reading } from '#common/api/readings.ts';
import { PRIVACY_CLAIMS } from '#common/privacy/claims.ts';
import { BookIcon, CardsIcon, LockIcon, UserIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { encryptionStatusQuery } from '#client/features/encryption/api.ts';
import { profileQuery } from '#client/features/profile/api.ts';
import { activeReadingQuery } from '#client/features/readings/api.ts';
import { isInProgress } from '#client/features/readings/progress.ts';
import { readingSpreadType, tryReadingCards } from '#common/domain/reading-cards.ts';
import { HttpError } from '#client/lib/http.ts';
import { appPaths, publicPaths } from '#client/paths.ts';
import { usePageCopy } from '../use-page-copy.ts';
import { AnimateCards } from './animate-cards.tsx';
import { AnimateStage } from './animate-stage.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the page's styles, loaded with its route (see the stylesheet)
import './animate.scss';

/**
 * What /animate can show: it needs a signed-in user whose readings are unlocked in this session and
 * who has an active reading (docs/product.md#animate). Each question is asked once the one before it is answered.
 */
function useAnimateAccess() {
  const profile = useQuery(profileQuery);
  const status = useQuery({ ...encryptionStatusQuery, enabled: profile.isSuccess });
  const active = useQuery({ ...activeReadingQuery, enabled: status.data?.unlocked === true });
  if (profile.isError) return profile.error instanceof HttpError && profile.error.status === 401 ? ({ kind: 'signedOut' } as const) : ({ kind: 'failed' } as const);
  if (status.isError) return { kind: 'failed' } as const;
  if (status.data && !status.data.hasKey) return { kind: 'noKey' } as const;
  if (status.data && !status.data.unlocked) return { kind: 'locked' } as const;
  if (active.isSuccess) return active.data === null ? ({ kind: 'noReading' } as const) : ({ kind: 'reading', reading: active.data } as const);
  return { kind: 'loading' } as const;
}

/** A notice on the stage instead of cards, with the ways on. */
function StageNotice({ icon, title, children, actions }: { icon: typeof BookIcon; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="animate-notice">
      <NoticeCard icon={icon} title={title} actions={actions}>
        <p className="text-body-secondary mb-4">{children}</p>
      </NoticeCard>
    </div>
  );
}

/** The stage's content for each state of {@link useAnimateAccess}. */
function AnimateContent({ access }: { access: ReturnType<typeof useAnimateAccess> }) {
  switch (access.kind) {
    case 'loading':
      return (
        <p className="animate-loading" role="status">
          Gathering your cards…
        </p>
      );
    case 'signedOut':
      return (
        <StageNotice
          icon={UserIcon}
          title="Sign in to see your cards"
          actions={
            <>
              <Link to={publicPaths.login({ next: appPaths.activeResult })} className="btn btn-primary">
                Sign in
              </Link>
              <Link to={publicPaths.tryReading} className="btn btn-outline-secondary">
                Try a reading
              </Link>
            </>
          }
        >
          This page reveals the cards of your active reading. Sign in to your Arcana account, then come back here.
        </StageNotice>
      );
    case 'noKey':
    case 'locked':
      return (
        <StageNotice
          icon={LockIcon}
          title="Unlock your readings first"
          actions={
            <Link to={access.kind === 'noKey' ? publicPaths.createPassword : publicPaths.unlockThenGo(appPaths.activeResult)} className="btn btn-primary">
              {access.kind === 'noKey' ? 'Create your password' : 'Unlock'}
            </Link>
          }
        >
          {PRIVACY_CLAIMS.sealed} Unlock them in this session to see your cards.
        </StageNotice>
      );
    case 'noReading':
      return (
        <StageNotice
          icon={CardsIcon}
          title="No reading to reveal"
          actions={
            <Link to={appPaths.reading} className="btn btn-primary">
              Start a reading
            </Link>
          }
        >
          You have no active reading. Start one, and its cards can be revealed here.
        </StageNotice>
      );
    case 'failed':
      return (
        <StageNotice icon={BookIcon} title="We couldn’t load your cards" actions={<Link to={appPaths.root} className="btn btn-primary">Open the app</Link>}>
          Please check your connection and try again.
        </StageNotice>
      );
    case 'reading':
      return <ReadingStage reading={access.reading} />;
  }
}

/** The active reading's cards, once it has them all; a reading still being written says so. */
function ReadingStage({ reading }: { reading: Reading }) {
  if (isInProgress(reading.status)) {
    return (
      <StageNotice
        icon={BookIcon}
        title="Your reading is still being written"
        actions={
          <Link to={appPaths.activeResult} className="btn btn-primary">
            Watch it arrive
          </Link>
        }
      >
        Its cards are revealed as the interpretation is written. Come back once it is done.
      </StageNotice>
    );
  }
  const spread = readingSpreadType(reading, undefined);
  const laid = tryReadingCards(reading, spread);
  if (!laid.ok) {
    return (
      <StageNotice icon={BookIcon} title="We couldn’t lay out this reading" actions={<Link to={appPaths.activeResult} className="btn btn-primary">Open the reading</Link>}>
        {laid.message}
      </StageNotice>
    );
  }
  return <AnimateCards key={reading.id} title={reading.title || 'Your cards'} spreadLabel={spread?.label ?? reading.request.spreadTypeName} cards={laid.cards} />;
}

/** /animate: the active reading's cards revealed one by one, full screen; Escape closes it. */
export function Component() {
  usePageCopy();
  const navigate = useNavigate();
  const access = useAnimateAccess();
  const closeTo = access.kind === 'reading' ? appPaths.activeResult : publicPaths.demo;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) navigate(closeTo);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, closeTo]);
  return (
    <AnimateStage closeTo={closeTo}>
      <AnimateContent access={access} />
    </AnimateStage>
  );
}
