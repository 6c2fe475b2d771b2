import { CLARIFIER_SPREAD } from '#common/api/readings.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import type { OracleRequest } from '#server/oracle/oracle.ts';
import type { ClarifierWork } from './clarifier-pending.ts';

const cardOf = (cardId: string) => {
  const found = parseDeckCardId(cardId);
  if (!found) throw new Error('Card not found in deck');
  return found.card;
};

/** Turns a queued clarifier's pending work into what the model is asked: its card(s), with the answer it clarifies as context. */
export function toClarifierOracleRequest(work: ClarifierWork): OracleRequest {
  const { clarifies } = work;
  return {
    question: work.question,
    general: work.general,
    spreadLabel: CLARIFIER_SPREAD.label,
    includeVisualDescriptions: work.includeVisualDescriptions,
    cards: work.drawn.map((drawn, index) => ({
      index,
      position: (drawn.crossing ? CLARIFIER_SPREAD.crossingPosition : CLARIFIER_SPREAD.positions[0])!,
      card: cardOf(drawn.cardId),
      reversed: drawn.reversed,
      crossing: drawn.crossing,
    })),
    clarifies: {
      positionName: clarifies.positionName,
      card: cardOf(clarifies.cardId),
      reversed: clarifies.reversed,
      answer: clarifies.answer,
      question: clarifies.question,
    },
  };
}
