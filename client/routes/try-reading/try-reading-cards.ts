import type { TryReading } from '#common/api/try-reading.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';

/**
 * A try reading's cards as the reading pages lay them out, so the spread figure and the answer list show
 * them as they show a saved reading's.
 * @throws Error 'Card not found in deck' (docs/product.md#messages-and-errors) when the server named an unknown card.
 */
export function cardsOfTryReading(reading: TryReading): ReadingCard[] {
  return reading.cards.map((drawn, index) => {
    const found = parseDeckCardId(drawn.cardId);
    if (!found) throw new Error('Card not found in deck');
    return {
      index,
      // A try reading has no stored answers: the position in the spread identifies each one.
      answer: { answerUuid: `try-${index}`, cardId: drawn.cardId, reversed: drawn.reversed, text: drawn.text },
      positionName: drawn.position.name,
      positionMeaning: drawn.position.meaning,
      card: found.card,
      style: found.deck.style,
      crossing: false,
    };
  });
}
