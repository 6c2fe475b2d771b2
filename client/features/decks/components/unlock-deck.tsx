import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { CARDS_PER_DECK } from '#common/limits.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { CoinIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';
import { useUnlockDeck } from '../api.ts';
import type { DeckModel } from '../model.ts';

/** Props of {@link UnlockDeck}. */
export interface UnlockDeckProps {
  deck: Pick<DeckModel, 'id' | 'name' | 'locked' | 'price'>;
  /** The user's coins; undefined while they load (the button waits for them). */
  coins: number | undefined;
  /** Shown before the button while the deck is locked (a banner's explanation). */
  children?: ReactNode;
  className?: string;
}

/**
 * The Unlock button of a locked deck, confirmed in a small dialog. With too few coins it is
 * disabled and says how many more are needed: the server would refuse, and a refusal would raise
 * the Error dialog. Once unlocked it turns into a success message.
 */
export function UnlockDeck({ deck, coins, children, className }: UnlockDeckProps) {
  const [confirming, setConfirming] = useState(false);
  const unlock = useUnlockDeck();
  const reasonId = useId();
  const titleId = useId();

  if (unlock.isSuccess) return <UnlockedMessage deckName={deck.name} />;
  if (!deck.locked) return null;

  const shortBy = coins === undefined ? 0 : Math.max(0, deck.price - coins);
  const confirm = () =>
    unlock.mutate(deck.id, { onSettled: () => setConfirming(false) });

  return (
    <div className={className ? `unlock-deck ${className}` : 'unlock-deck'}>
      {children}
      <Button
        variant="accent"
        className="unlock-button"
        disabled={coins === undefined || shortBy > 0}
        aria-describedby={shortBy > 0 ? reasonId : undefined}
        onClick={() => setConfirming(true)}
      >
        <CoinIcon size={18} />
        Unlock for {deck.price} coins
      </Button>
      {shortBy > 0 && (
        <p id={reasonId} className="unlock-reason small mb-0">
          You need {shortBy} more coins. <Link to={appPaths.gems}>Get More Gems</Link>
        </p>
      )}
      <Modal show={confirming} onHide={() => setConfirming(false)} centered size="sm" aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            Unlock the {deck.name} deck?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2">
            This spends {deck.price} of your {coins} coins, leaving {Math.max(0, (coins ?? 0) - deck.price)}.
          </p>
          <p className="small text-body-secondary mb-0">All {CARDS_PER_DECK} cards become yours to read with and to favorite.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)} disabled={unlock.isPending}>
            Cancel
          </Button>
          <Button variant="primary" onClick={confirm} disabled={unlock.isPending}>
            <BusyLabel busy={unlock.isPending} busyText="Unlocking the deck…">
              Unlock for {deck.price} coins
            </BusyLabel>
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}

/** Says the deck is unlocked; takes the focus, since the button that had it is gone. */
function UnlockedMessage({ deckName }: { deckName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} variant="success" className="unlock-success mb-0" role="status" tabIndex={-1}>
      <strong>The {deckName} deck is yours.</strong> All {CARDS_PER_DECK} cards are unlocked — mark your favorites.
    </Alert>
  );
}
