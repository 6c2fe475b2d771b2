import type { Answer, Reading, SpreadType } from '#common/api/readings.ts';
import { findDeck, parseDeckCardId } from '#common/cards/decks.ts';
import type { CatalogueCard, DeckStyle } from '#common/cards/types.ts';
import { findSpreadType } from '#common/domain/spreads.ts';

/** One card of a reading as the result page shows it: where it lies, what it is and what it says. */
export interface ReadingCard {
  /** Its index in the spread's answers (the crossing card last). */
  index: number;
  answer: Answer;
  positionName: string;
  positionMeaning: string;
  /** The catalogue card, or undefined for an id the catalogue does not know. */
  card: CatalogueCard | undefined;
  style: DeckStyle;
  /** Whether this is the card laid across the first. */
  crossing: boolean;
}

/**
 * The spread type a reading was laid in: the server's list when it has loaded, else the built-in one
 * (the same definitions), so a reading never waits on the list to draw its cards.
 */
export function readingSpreadType(reading: Reading, spreadTypes: readonly SpreadType[] | undefined): SpreadType | undefined {
  const name = reading.request.spreadTypeName;
  return spreadTypes?.find((spread) => spread.name === name) ?? findSpreadType(name);
}

/** The reading's cards in spread order, each with its position's name and its deck's art style. */
export function readingCards(reading: Reading, spread: SpreadType | undefined): ReadingCard[] {
  const { cards, crossing } = reading.request;
  const fallbackStyle = findDeck(reading.request.deckId)?.style ?? 'gilded';
  return reading.spread.awnsers.map((answer, index) => {
    const isCrossing = crossing && index === cards;
    const position = isCrossing ? spread?.crossingPosition : spread?.positions[index];
    const found = parseDeckCardId(answer.cardId);
    return {
      index,
      answer,
      positionName: position?.name ?? (isCrossing ? 'What crosses' : `Card ${index + 1}`),
      positionMeaning: position?.meaning ?? '',
      card: found?.card,
      style: found?.deck.style ?? fallbackStyle,
      crossing: isCrossing,
    };
  });
}

/** A card's name as a line of text: "The Moon", or "The Moon (reversed)". */
export const cardTitle = (card: ReadingCard): string =>
  `${card.card?.name ?? 'Unknown card'}${card.answer.reversed ? ' (reversed)' : ''}`;
