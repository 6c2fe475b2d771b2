import type { Answer, Reading, SpreadType } from '#common/api/readings.ts';
import { resolveDeckId } from '#common/cards/deck-definitions.ts';
import { cardsOfShuffle, findDeck } from '#common/cards/decks.ts';
import type { CatalogueCard, DeckStyle } from '#common/cards/types.ts';
import { findSpreadType, specialSpreadType } from '#common/domain/spreads.ts';

/** One card of a reading as the result page shows it: where it lies, what it is and what it says. */
export interface ReadingCard {
  /** Its index in the spread's answers (the crossing card last). */
  index: number;
  answer: Answer;
  positionName: string;
  positionMeaning: string;
  card: CatalogueCard;
  style: DeckStyle;
  /** Whether this is the card laid across the first. */
  crossing: boolean;
}

/**
 * The spread type a reading was laid in: the server's list when it has loaded, else the built-in one
 * (the same definitions), so a reading never waits on the list to draw its cards. A bonus reading's
 * spread is the one its template had when it started, which the reading carries.
 */
export function readingSpreadType(reading: Reading, spreadTypes: readonly SpreadType[] | undefined): SpreadType | undefined {
  if (reading.special) return specialSpreadType(reading.special.title, reading.special.positions);
  const name = reading.request.spreadTypeName;
  return spreadTypes?.find((spread) => spread.name === name) ?? findSpreadType(name);
}

/**
 * The reading's cards in spread order, each with its position's name and its deck's art style.
 * Every card goes through the deck's shuffle check: the shuffle must name only cards of its deck,
 * and every answer a card of that deck.
 * @throws Error 'Card not found in deck' (docs/product.md#messages-and-errors) when the shuffle or an answer names another card.
 */
export function readingCards(reading: Reading, spread: SpreadType | undefined): ReadingCard[] {
  const { cards, crossing } = reading.request;
  const shuffle = reading.shuffles[0];
  const deckId = shuffle?.deckId ?? resolveDeckId(reading.request.deckId);
  if (shuffle) cardsOfShuffle(shuffle);
  const answers = reading.spread.awnsers;
  const catalogueCards = cardsOfShuffle({ deckId, cardIds: answers.map((answer) => answer.cardId) });
  const style = findDeck(deckId)?.style ?? 'gilded';
  return answers.map((answer, index) => {
    const isCrossing = crossing && index === cards;
    const position = isCrossing ? spread?.crossingPosition : spread?.positions[index];
    return {
      index,
      answer,
      positionName: position?.name ?? (isCrossing ? 'What crosses' : `Card ${index + 1}`),
      positionMeaning: position?.meaning ?? '',
      card: catalogueCards[index]!,
      style,
      crossing: isCrossing,
    };
  });
}

/** What {@link tryReadingCards} gives: the cards, or why they cannot be laid out. */
export type ReadingCardsResult = { ok: true; cards: ReadingCard[] } | { ok: false; message: string };

/** {@link readingCards}, with the product’s (docs/product.md#messages-and-errors) 'Card not found in deck' as a value the page can show. */
export function tryReadingCards(reading: Reading, spread: SpreadType | undefined): ReadingCardsResult {
  try {
    return { ok: true, cards: readingCards(reading, spread) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
