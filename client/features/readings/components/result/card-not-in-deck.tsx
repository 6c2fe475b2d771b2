import { CardsIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { ReadingExits } from './reading-exits.tsx';

/**
 * A reading whose shuffle or answers name a card its deck does not have (the product’s (docs/product.md#messages-and-errors) 'Card not found
 * in deck'): said plainly instead of drawing wrong cards, with the error itself for a support request.
 */
export function CardNotInDeck({ message }: { message: string }) {
  return (
    <NoticeCard icon={CardsIcon} title="A card of this reading is not in its deck" actions={<ReadingExits />}>
      <p className="text-body-secondary mb-2" role="alert">
        This reading names a card its deck does not have, so it cannot be laid out.
      </p>
      <p className="small text-body-secondary mb-4">
        Error: <code>{message}</code>
      </p>
    </NoticeCard>
  );
}
