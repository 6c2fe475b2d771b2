import { randomUUID } from 'node:crypto';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { deckCardId } from '#common/cards/decks.ts';
import type { DrawnCard } from '#common/domain/drawn-card.ts';
import { CARDS_PER_DECK } from '#common/limits.ts';
import { shuffleFromSeed } from '#common/domain/shuffle.ts';
import { nodeSha256 } from '#server/crypto/sha256.ts';

/**
 * Maps the face-down positions the user picked onto the committed shuffle (docs/architecture.md#commit-and-draw): position p is
 * the card at p in the shuffled deck, reversed when the seed says so and reversals are allowed.
 * The crossing card comes last.
 */
export async function drawFromSeed(options: {
  seedHex: string;
  deckId: number;
  selectedCards: readonly number[];
  crossingCard: number | null;
  allowReversed: boolean;
}): Promise<{ shuffleCardIds: string[]; drawn: DrawnCard[] }> {
  const { order, reversed } = await shuffleFromSeed(options.seedHex, CARDS_PER_DECK, nodeSha256);
  const shuffleCardIds = order.map((index) => deckCardId(options.deckId, CATALOGUE[index]!.slug));
  const pick = (position: number, crossing: boolean): DrawnCard => ({
    answerUuid: randomUUID(),
    cardId: shuffleCardIds[position]!,
    reversed: options.allowReversed && reversed[position]!,
    crossing,
  });
  const drawn = options.selectedCards.map((position) => pick(position, false));
  if (options.crossingCard !== null) drawn.push(pick(options.crossingCard, true));
  return { shuffleCardIds, drawn };
}
