import { randomBytes } from 'node:crypto';
import { TRY_READING_SPREADS, type TryReadingRequest, type TryReadingResult } from '#common/api/try-reading.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import { FREE_DECK_ID, parseDeckCardId } from '#common/cards/decks.ts';
import { findSpreadType } from '#common/domain/spreads.ts';
import { createBuiltinOracle } from '#server/oracle/builtin.ts';
import { createScreenedOracle } from '#server/oracle/screened-oracle.ts';
import type { DrawnCard as OracleCard } from '#server/oracle/oracle.ts';
import { drawFromSeed } from '#server/readings/draw.ts';

/** Whatever model the host configured, a try reading is always the builtin's: offline, instant and free to run. */
const builtin = createScreenedOracle(createBuiltinOracle());

/**
 * A try reading (docs/product.md#try-a-reading): the free deck shuffled from a fresh CSPRNG seed, the
 * top cards laid in the spread (reversals allowed), and the builtin interpreter's reading of them.
 * Nothing is stored: the seed, the question and the reading live only for this call. The route screens the question
 * first (docs/product.md#safety); the screened oracle is the same guard on what is written.
 */
export async function composeTryReading({ question, cards }: TryReadingRequest): Promise<TryReadingResult> {
  const spread = findSpreadType(TRY_READING_SPREADS.find((option) => option.cards === cards)?.spreadTypeName ?? '');
  if (!spread) throw new Error(`No spread for ${cards} cards`);
  const { drawn } = await drawFromSeed({
    seedHex: randomBytes(32).toString('hex'),
    deckId: FREE_DECK_ID,
    // The shuffle is fresh and unseen, so its top cards are as random as any the visitor could pick.
    selectedCards: Array.from({ length: cards }, (_, index) => index),
    crossingCard: null,
    allowReversed: true,
  });
  const laid: OracleCard[] = drawn.map((card, index) => {
    const found = parseDeckCardId(card.cardId);
    if (!found) throw new Error('Card not found in deck');
    return { index, position: spread.positions[index]!, card: found.card, reversed: card.reversed, crossing: false };
  });
  const trimmed = question.trim();
  const output = await builtin.generate(
    { question: trimmed, general: trimmed === '', spreadLabel: spread.label, cards: laid, includeVisualDescriptions: false },
    {},
  );
  if (output.safety) return { status: 'SAFETY', safety: safeAnswer(output.safety) };
  return {
    spreadTypeName: spread.name,
    spreadLabel: spread.label,
    title: output.title,
    summary: output.summary,
    cards: drawn.map((card, index) => ({
      cardId: card.cardId,
      reversed: card.reversed,
      position: spread.positions[index]!,
      text: output.answers.find((answer) => answer.index === index)?.text ?? '',
    })),
  };
}
