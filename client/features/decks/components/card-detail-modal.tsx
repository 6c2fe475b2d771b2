import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { BackIcon } from '#client/components/icons.tsx';
import type { DeckCard, DeckModel } from '../model.ts';
import { CardDetail } from './card-detail.tsx';
import { FavoriteButton } from './favorite-button.tsx';

/** Props of {@link CardDetailModal}. */
export interface CardDetailModalProps {
  /** The card to show; null hides the dialog. */
  entry: DeckCard | null;
  deck: Pick<DeckModel, 'id' | 'name' | 'style' | 'locked'>;
  favorite: boolean;
  onToggleFavorite: (entry: DeckCard) => void;
  onHide: () => void;
  /** Step to the previous or next card of the current view; undefined at either end. */
  onPrevious?: () => void;
  onNext?: () => void;
}

/** The card detail dialog: full screen on phones, a large centered dialog from the sm breakpoint up. */
export function CardDetailModal({ entry, deck, favorite, onToggleFavorite, onHide, onPrevious, onNext }: CardDetailModalProps) {
  // Keeps the last card while the dialog fades out, so it does not empty before it is gone.
  const [shown, setShown] = useState(entry);
  if (entry !== null && entry !== shown) setShown(entry);

  return (
    <Modal show={entry !== null} onHide={onHide} size="lg" fullscreen="sm-down" centered aria-labelledby="card-detail-title">
      {shown && (
        <>
          <Modal.Header closeButton className="card-detail-header">
            <div>
              <Modal.Title id="card-detail-title" as="h2" className="h4 mb-0">
                {shown.card.name}
              </Modal.Title>
              <p className="card-detail-deck mb-0">{deck.name} deck</p>
            </div>
            {/* In the header, so the heart is in reach however far the detail scrolls; locked cards have none (docs/product.md#locked-decks-and-cards). */}
            {!deck.locked && <FavoriteButton favorite={favorite} onToggle={() => onToggleFavorite(shown)} />}
          </Modal.Header>
          <Modal.Body>
            {/* Keyed by card, so stepping to another card starts it upright. */}
            <CardDetail key={shown.id} entry={shown} deck={deck} />
          </Modal.Body>
          <Modal.Footer className="justify-content-between">
            <Button variant="outline-secondary" onClick={onPrevious} disabled={onPrevious === undefined}>
              <BackIcon size={16} /> Previous
            </Button>
            <Button variant="outline-secondary" onClick={onNext} disabled={onNext === undefined}>
              Next <BackIcon size={16} className="icon-flip" />
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
