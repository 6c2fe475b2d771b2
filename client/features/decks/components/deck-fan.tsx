import { CardArt } from '#art/card-art.tsx';
import { CardBack } from '#art/card-back.tsx';
import type { DeckModel } from '../model.ts';
import { sampleCards } from '../samples.ts';

/** How many faces fan out in front of the deck's back. */
const FAN_FACES = 3;
/** Each card's width as a share of the fan's; the stage's CSS sets the fan's size. */
const CARD_WIDTH = '28%';

/**
 * A small fan of a deck: its back behind three face cards, so a deck can be told apart at a
 * glance. Decorative: the deck's name and tagline say what it is.
 */
export function DeckFan({ deck }: { deck: DeckModel }) {
  return (
    <div className={`deck-fan deck-fan-${deck.style}`} aria-hidden="true">
      <CardBack style={deck.style} width={CARD_WIDTH} detail="compact" className="deck-fan-card deck-fan-back" />
      {sampleCards(deck, FAN_FACES).map(({ id, card }, index) => (
        <CardArt key={id} card={card} style={deck.style} width={CARD_WIDTH} detail="compact" className={`deck-fan-card deck-fan-face-${index}`} />
      ))}
    </div>
  );
}
