import type { Reading } from '#common/api/readings.ts';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { deckCardId } from '#common/cards/decks.ts';
import { commitmentOf, shuffleFromSeed } from '#common/domain/shuffle.ts';

/** A fixed 32-byte seed (hex) for reproducible test readings. */
export const TEST_SEED = '5eed'.repeat(16);

/** What a fixture reading is made of; everything has a default (a written three-card reading). */
export interface FixtureOptions {
  id?: string;
  status?: Reading['status'];
  spreadTypeName?: string;
  cards?: number;
  crossing?: boolean;
  selectedCards?: number[];
  crossingCard?: number | null;
  texts?: string[];
  seed?: string;
  deckId?: number;
  saved?: boolean;
  queuePosition?: number;
  cost?: number;
  question?: string;
}

/**
 * A reading drawn the way the server draws (server/readings/draw.ts): the deck shuffled from the
 * seed with the real `shuffleFromSeed`, the picked positions mapped onto it, reversals from the seed.
 */
export async function buildReading(options: FixtureOptions = {}): Promise<Reading> {
  const seed = options.seed ?? TEST_SEED;
  const deckId = options.deckId ?? 1;
  const cards = options.cards ?? 3;
  const crossing = options.crossing ?? false;
  const selectedCards = options.selectedCards ?? Array.from({ length: cards }, (_, index) => index * 7 + 2);
  const crossingCard = crossing ? (options.crossingCard ?? 77) : null;
  const { order, reversed } = await shuffleFromSeed(seed);
  const cardIds = order.map((index) => deckCardId(deckId, CATALOGUE[index]!.slug));
  const positions = [...selectedCards, ...(crossingCard === null ? [] : [crossingCard])];
  const question = options.question ?? 'What should I focus on this month?';
  return {
    id: options.id ?? 'reading-1',
    request: {
      general: question === '',
      question,
      awnsers: [],
      cards,
      crossing,
      deckId,
      selectedCards,
      crossingCard,
      spreadTypeName: options.spreadTypeName ?? 'THREE_CARD',
      specialReadingId: -1,
      includeVisualDescriptions: false,
      allowReversed: true,
    },
    cost: options.cost ?? 5,
    status: options.status ?? 'ACTIVE',
    saved: options.saved ?? false,
    version: 1,
    title: options.status === 'QUEUED' ? '' : 'The Turning Tide',
    summary: options.status === 'QUEUED' ? '' : 'A month of letting go and beginning again.',
    createdAt: Date.UTC(2025, 4, 1, 9, 30),
    shuffles: [{ id: 'shuffle-1', deckId, cardIds }],
    spread: {
      selectedCards,
      crossingCard,
      awnsers: positions.map((position, index) => ({
        answerUuid: `answer-${index}`,
        cardId: cardIds[position]!,
        reversed: reversed[position]!,
        text: options.status === 'QUEUED' ? undefined : (options.texts?.[index] ?? `Answer number ${index + 1}.`),
      })),
    },
    clarifiers: [],
    queuePosition: options.queuePosition,
    seed,
    commitment: await commitmentOf(seed),
  };
}
