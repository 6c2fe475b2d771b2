import type { Clarifier, Reading } from '#common/api/readings.ts';
import { CLARIFIER_CARDS } from '#common/api/readings.ts';
import type { Costs } from '#common/api/settings.ts';
import { readingCost } from '#common/domain/reading-cost.ts';
import type { Picks } from './draw-picks.ts';
import type { ReadingRequestBody } from './plan.ts';
import { isInProgress } from './progress.ts';

/**
 * What the result page hands the clarifier draw page (docs/product.md#draw-a-clarifier): the reading and the answer to
 * clarify. It travels in the router's location state, like the reading plan.
 */
export interface ClarifierLocationState {
  clarify: { readingId: string; answerUuid: string };
}

/** What the result page is told after a clarifier starts: which clarifier to bring into view. */
export interface ClarifierResultState {
  clarifierPosition: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The answer to clarify carried in a location's state, or null when there is none (a typed URL, a bookmark). */
export function readClarifierState(state: unknown): ClarifierLocationState['clarify'] | null {
  if (!isObject(state) || !isObject(state.clarify)) return null;
  const { readingId, answerUuid } = state.clarify;
  return typeof readingId === 'string' && typeof answerUuid === 'string' ? { readingId, answerUuid } : null;
}

/** The clarifier a location's state asks to bring into view, or null. */
export function readClarifierResultState(state: unknown): number | null {
  return isObject(state) && typeof state.clarifierPosition === 'number' ? state.clarifierPosition : null;
}

/** A clarifier still waiting for, or being written by, the model. */
export const isClarifierInFlight = (clarifier: Clarifier): boolean => clarifier.status !== undefined && isInProgress(clarifier.status);

/** Clarifiers that count toward the next one's price: every one asked, except those that failed (and were refunded). */
export const pricedClarifiers = (reading: Reading): number => reading.clarifiers.filter((clarifier) => clarifier.status !== 'FAILED').length;

/** The next clarifier's price in gems, by the formula the server charges and the costs it serves. */
export function clarifierCost(reading: Reading, crossing: boolean, costs: Costs): number {
  return readingCost({ kind: 'clarifier', general: false, cards: CLARIFIER_CARDS, crossing, includeVisualDescriptions: false, clarifierCount: pricedClarifiers(reading) }, costs);
}

/** The body of a clarifier start for a follow-up question on one answer, the user's picks and the committed shuffle. */
export function toClarifierRequest(
  reading: Reading,
  answerUuid: string,
  choice: { question: string; crossing: boolean; picks: Picks; shuffleId: string },
): ReadingRequestBody {
  const question = choice.question.trim();
  return {
    id: reading.id,
    clarifierForAnswerUuid: answerUuid,
    general: question === '',
    question,
    cards: CLARIFIER_CARDS,
    crossing: choice.crossing,
    deckId: reading.shuffles[0]?.deckId ?? reading.request.deckId,
    selectedCards: choice.picks.selected,
    crossingCard: choice.crossing ? choice.picks.crossing : null,
    spreadTypeName: 'GENERAL',
    specialReadingId: -1,
    includeVisualDescriptions: false,
    allowReversed: reading.request.allowReversed,
    shuffleId: choice.shuffleId,
  };
}
