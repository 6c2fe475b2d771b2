import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import type { SharedReading } from '#common/api/shares.ts';
import { CardsIcon, ShareIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { ReadingView } from '#client/features/readings/components/result/reading-view.tsx';
import { readingSpreadType, tryReadingCards } from '#common/domain/reading-cards.ts';
import { useExpiryText } from '#client/features/shares/use-expiry.ts';
import { publicPaths } from '#client/paths.ts';
import { SharedClarifiers } from './shared-clarifiers.tsx';

/** Props of {@link SharedReadingView}. */
export interface SharedReadingViewProps {
  shared: SharedReading;
  /** Invite the visitor to a reading of their own (the public page, for people without an account). */
  invite: boolean;
}

/**
 * A shared reading as a link holder sees it: the owner's visible title, the spread, the card art, the
 * answers and their clarifiers, with nothing of its owner and none of the owner's actions.
 */
export function SharedReadingView({ shared, invite }: SharedReadingViewProps) {
  const [current, setCurrent] = useState<number | null>(null);
  const expiry = useExpiryText(shared.expires);
  // The built-in spread definitions: a link holder may have no account to ask the server's list with.
  const spread = readingSpreadType(shared.reading, undefined);
  const laid = tryReadingCards(shared.reading, spread);
  if (!laid.ok) {
    return (
      <NoticeCard icon={CardsIcon} title="This shared reading cannot be laid out" actions={<GetYourOwn />}>
        <p className="text-body-secondary mb-4">It names a card its deck does not have ({laid.message}).</p>
      </NoticeCard>
    );
  }
  const reading = { ...shared.reading, title: shared.vissibleTitle || shared.reading.title };
  return (
    <div className="shared-reading">
      <p className="shared-reading-label">
        <Badge bg="primary-subtle" text="primary-emphasis" pill>
          <ShareIcon size={14} aria-hidden="true" />
          Shared reading
        </Badge>
        <span>{expiry}</span>
      </p>
      <ReadingView
        reading={reading}
        spread={spread}
        cards={laid.cards}
        current={current}
        onSelect={setCurrent}
        favorites={null}
        reveal={false}
        renderAfterAnswer={(card) => <SharedClarifiers reading={reading} card={card} />}
        footer={invite && <Invitation />}
      />
    </div>
  );
}

/** The way to a reading of one's own. */
function GetYourOwn() {
  return (
    <Link className="btn btn-primary" to={publicPaths.tryReading}>
      Get your own reading
    </Link>
  );
}

/** Below the reading on the public page: the way to a free reading and to an account. */
function Invitation() {
  return (
    <section className="shared-reading-invite" aria-labelledby="shared-reading-invite-title">
      <h2 id="shared-reading-invite-title" className="h5 mb-2">
        Curious what the cards say for you?
      </h2>
      <p className="text-body-secondary mb-3">Draw a free reading now, no account needed — or sign up to keep your readings.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <GetYourOwn />
        <Link className="btn btn-outline-primary" to={publicPaths.login({ signup: true })}>
          Create your free account
        </Link>
      </div>
    </section>
  );
}
