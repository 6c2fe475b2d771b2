import { describe, expect, it } from 'vitest';
import { ReadingRequestSchema } from '#common/api/readings.ts';
import { bonusCost, readBonusPlanState, toSpecialReadingRequest, type BonusPlan } from './bonus-plan.ts';

const plan: BonusPlan = { specialReadingId: 3, general: false, question: '  Which path honours what I need?  ', deckId: 1, allowReversed: true };
const template = { id: 3, cards: 5, flatCost: 6 };

describe('a bonus reading’s plan', () => {
  it('is read back from location state, and nothing else is taken for one', () => {
    expect(readBonusPlanState({ bonus: plan })).toEqual(plan);
    expect(readBonusPlanState(null)).toBeNull();
    expect(readBonusPlanState({ plan })).toBeNull();
    expect(readBonusPlanState({ bonus: { ...plan, specialReadingId: 'three' } })).toBeNull();
  });

  it('costs the template’s flat cost, whatever the costs record says', () => {
    // An ordinary general reading of five cards would cost 1 + 5 by the default costs.
    expect(bonusCost({ cards: 5, flatCost: 4 })).toBe(4);
    expect(bonusCost({ cards: 1, flatCost: 2 })).toBe(2);
  });

  it('starts as a special reading of the template’s cards, with the trimmed question', () => {
    const body = toSpecialReadingRequest(plan, template, [4, 9, 20, 33, 70], 'shuffle-1');
    expect(ReadingRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      general: false,
      question: 'Which path honours what I need?',
      cards: 5,
      crossing: false,
      crossingCard: null,
      selectedCards: [4, 9, 20, 33, 70],
      spreadTypeName: 'SPECIAL',
      specialReadingId: 3,
      includeVisualDescriptions: false,
      shuffleId: 'shuffle-1',
    });
    expect(toSpecialReadingRequest({ ...plan, general: true }, template, [1, 2, 3, 4, 5], 's').question).toBe('');
  });
});
