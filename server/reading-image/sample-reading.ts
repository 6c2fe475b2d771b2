import type { Reading } from '#common/api/readings.ts';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { deckCardId } from '#common/cards/decks.ts';

/** What a test changes of {@link sampleReading}'s reading. */
export interface SampleReadingOptions {
  spreadTypeName?: string;
  cards?: number;
  crossing?: boolean;
  deckId?: number;
  title?: string;
  /** Indexes of the answers that lie reversed. */
  reversed?: readonly number[];
}

/**
 * An opened reading as the image draws it, without a database: the catalogue's cards in order, from the given deck.
 * For tests and for looking at the image while working on it.
 */
export function sampleReading({ spreadTypeName = 'THREE_CARD', cards = 3, crossing = false, deckId = 1, title = 'The Road Opens', reversed = [] }: SampleReadingOptions = {}): Reading {
  const count = cards + (crossing ? 1 : 0);
  const cardIds = CATALOGUE.slice(0, count).map((card) => deckCardId(deckId, card.slug));
  const awnsers = cardIds.map((cardId, index) => ({ answerUuid: `answer-${index}`, cardId, reversed: reversed.includes(index), text: `The secret answer ${index}` }));
  return {
    id: 'reading-sample',
    request: {
      general: false,
      question: 'A private question that must never be drawn',
      awnsers: [],
      cards,
      crossing,
      deckId,
      selectedCards: Array.from({ length: cards }, (_, index) => index),
      crossingCard: crossing ? cards : null,
      spreadTypeName,
      specialReadingId: -1,
      includeVisualDescriptions: false,
      allowReversed: true,
    },
    cost: 5,
    status: 'ACTIVE',
    saved: false,
    version: 1,
    title,
    summary: 'A private summary that must never be drawn',
    createdAt: Date.UTC(2026, 10, 24, 23, 30),
    shuffles: [{ id: 'shuffle-sample', deckId, cardIds }],
    spread: { selectedCards: [], crossingCard: null, awnsers },
    clarifiers: [],
    seed: 'seed',
    commitment: 'commitment',
  };
}
