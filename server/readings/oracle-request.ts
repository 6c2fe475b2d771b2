import { parseDeckCardId } from '#common/cards/decks.ts';
import { findSpreadType, specialSpreadType } from '#common/domain/spreads.ts';
import type { OracleRequest } from '#server/oracle/oracle.ts';
import type { PendingWork } from './pending.ts';

/**
 * Turns a queued reading's pending work into what the model is asked: cards in their named positions.
 * A bonus reading brings its own spread and guidance, copied from its template when it started.
 */
export function toOracleRequest(work: PendingWork): OracleRequest {
  const spread = work.special ? specialSpreadType(work.special.title, work.special.positions) : findSpreadType(work.spreadTypeName);
  if (!spread) throw new Error(`Unknown spread ${work.spreadTypeName}`);
  return {
    ...(work.special ? { guidance: work.special.guidance } : {}),
    question: work.question,
    general: work.general,
    spreadLabel: spread.label,
    includeVisualDescriptions: work.includeVisualDescriptions,
    cards: work.drawn.map((drawn, index) => {
      const found = parseDeckCardId(drawn.cardId);
      if (!found) throw new Error('Card not found in deck');
      const position = drawn.crossing ? spread.crossingPosition : spread.positions[index];
      if (!position) throw new Error(`No position ${index} in ${spread.name}`);
      return { index, position, card: found.card, reversed: drawn.reversed, crossing: drawn.crossing };
    }),
  };
}
