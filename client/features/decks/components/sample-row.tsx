import { CardArt } from '#art/card-art.tsx';
import type { DeckModel } from '../model.ts';
import { sampleCards } from '../samples.ts';

/** How many sample cards the deck details show. */
const SAMPLES = 6;

/**
 * A row of a deck's showcase cards; it scrolls sideways on narrow screens, so it takes keyboard focus (arrow keys
 * scroll it) and names itself for the screen reader that lands there.
 */
export function SampleRow({ deck }: { deck: DeckModel }) {
  return (
    <ul className="sample-row" tabIndex={0} aria-label={`Sample cards of the ${deck.name} deck`}>
      {sampleCards(deck, SAMPLES).map(({ id, card }) => (
        <li key={id}>
          <CardArt card={card} style={deck.style} detail="compact" />
          {/* The art already carries the card's name for screen readers; the caption is for the eye. */}
          <span className="sample-name" aria-hidden="true">
            {card.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
