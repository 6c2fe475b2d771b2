import * as z from 'zod/mini';
import type { ReadingRequestSchema } from '#common/api/readings.ts';
import type { SpecialReading } from '#common/api/special-readings.ts';
import { DEFAULT_COSTS, readingCost } from '#common/domain/reading-cost.ts';
import { SPECIAL_SPREAD_NAME } from '#common/domain/spreads.ts';
import { QUESTION_MAX_LENGTH } from '#common/limits.ts';

/**
 * What a bonus reading's page decides and its draw page needs. Like an ordinary reading's plan it
 * travels in the router's location state, never in the URL, so the question stays out of the address
 * bar, the history and server logs.
 */
const BonusPlanSchema = z.object({
  specialReadingId: z.number().check(z.int()),
  general: z.boolean(),
  question: z.string().check(z.maxLength(QUESTION_MAX_LENGTH)),
  deckId: z.number().check(z.int()),
  allowReversed: z.boolean(),
});

/** A bonus reading the user has set up but not drawn yet. */
export type BonusPlan = z.infer<typeof BonusPlanSchema>;

/** The location state the bonus reading page hands to the bonus draw page. */
export interface BonusDrawLocationState {
  bonus: BonusPlan;
}

/** The plan carried in a location's state, or null when there is none (a reload of an old entry, a typed URL). */
export function readBonusPlanState(state: unknown): BonusPlan | null {
  if (typeof state !== 'object' || state === null || !('bonus' in state)) return null;
  const parsed = BonusPlanSchema.safeParse(state.bonus);
  return parsed.success ? parsed.data : null;
}

/**
 * A bonus reading's price in gems, by the formula the server charges: its template's flat cost as
 * stored (docs/product.md#reading-cost). The costs record plays no part in it, so the defaults stand in.
 */
export const bonusCost = (template: Pick<SpecialReading, 'cards' | 'flatCost'>): number =>
  readingCost({ kind: 'special', general: true, cards: template.cards, crossing: false, includeVisualDescriptions: false, flatCost: template.flatCost }, DEFAULT_COSTS);

/** The body of a reading start of kind `special`: the template's cards in the order picked, no crossing card, no extras. */
export function toSpecialReadingRequest(
  plan: BonusPlan,
  template: Pick<SpecialReading, 'id' | 'cards'>,
  selectedCards: readonly number[],
  shuffleId: string,
): z.input<typeof ReadingRequestSchema> {
  return {
    general: plan.general,
    question: plan.general ? '' : plan.question.trim(),
    cards: template.cards,
    crossing: false,
    deckId: plan.deckId,
    selectedCards: [...selectedCards],
    crossingCard: null,
    spreadTypeName: SPECIAL_SPREAD_NAME,
    specialReadingId: template.id,
    includeVisualDescriptions: false,
    allowReversed: plan.allowReversed,
    shuffleId,
  };
}
