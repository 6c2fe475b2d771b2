import * as z from 'zod/mini';
import type { ReadingRequestSchema, SpreadType } from '#common/api/readings.ts';
import type { Costs } from '#common/api/settings.ts';
import { resolveDeckId } from '#common/cards/deck-definitions.ts';
import { readingCost } from '#common/domain/reading-cost.ts';
import { MAX_READING_CARDS, QUESTION_MAX_LENGTH } from '#common/limits.ts';
import type { Picks } from './draw-picks.ts';

/**
 * What the reading form decides and the draw page needs: the whole reading request except the picks
 * and the shuffle. It travels in the router's location state, never in the URL, so the question stays
 * out of the address bar, the history and server logs.
 */
const ReadingPlanSchema = z.object({
  general: z.boolean(),
  question: z.string().check(z.maxLength(QUESTION_MAX_LENGTH)),
  spreadTypeName: z.string().check(z.minLength(1)),
  cards: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_READING_CARDS)),
  crossing: z.boolean(),
  deckId: z.number().check(z.int()),
  includeVisualDescriptions: z.boolean(),
  allowReversed: z.boolean(),
});

/** A reading the user has set up but not drawn yet. */
export type ReadingPlan = z.infer<typeof ReadingPlanSchema>;

/** The location state the reading page hands to the draw page. */
export interface DrawLocationState {
  plan: ReadingPlan;
}

/** The plan carried in a location's state, or null when there is none (a reload of an old entry, a typed URL). */
export function readPlanState(state: unknown): ReadingPlan | null {
  if (typeof state !== 'object' || state === null || !('plan' in state)) return null;
  const parsed = ReadingPlanSchema.safeParse(state.plan);
  return parsed.success ? parsed.data : null;
}

/** The card count and crossing choice a spread allows: fixed spreads impose theirs, a free spread keeps the user's. */
export function spreadShape(spread: SpreadType, wanted: { cards: number; crossing: boolean }): { cards: number; crossing: boolean } {
  const cards = Math.min(spread.maxCards, Math.max(spread.minCards, wanted.cards));
  const crossing = spread.crossing === 'required' || (spread.crossing === 'optional' && wanted.crossing);
  return { cards, crossing };
}

/** The plan's price in gems, by the formula the server charges. */
export const planCost = (plan: ReadingPlan, costs: Costs): number => readingCost({ kind: 'reading', ...plan }, costs);

/** How many cards the user draws in all: the spread's cards and the crossing card. */
export const cardsToDraw = (plan: Pick<ReadingPlan, 'cards' | 'crossing'>): number => plan.cards + (plan.crossing ? 1 : 0);

/** The body of a reading start (`startReading` in common/api/readings.ts). */
export type ReadingRequestBody = z.input<typeof ReadingRequestSchema>;

/** The body of a reading start of kind `reading` for a plan, the user's picks and the committed shuffle. */
export function toReadingRequest(plan: ReadingPlan, picks: Picks, shuffleId: string): ReadingRequestBody {
  return {
    general: plan.general,
    question: plan.general ? '' : plan.question.trim(),
    cards: plan.cards,
    crossing: plan.crossing,
    deckId: resolveDeckId(plan.deckId),
    selectedCards: picks.selected,
    crossingCard: plan.crossing ? picks.crossing : null,
    spreadTypeName: plan.spreadTypeName,
    specialReadingId: -1,
    includeVisualDescriptions: plan.includeVisualDescriptions,
    allowReversed: plan.allowReversed,
    shuffleId,
  };
}
