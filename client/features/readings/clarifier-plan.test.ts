import { describe, expect, it } from 'vitest';
import type { Clarifier } from '#common/api/readings.ts';
import { DEFAULT_COSTS, readingCost } from '#common/domain/reading-cost.ts';
import { clarifierCost, pricedClarifiers, readClarifierResultState, readClarifierState, toClarifierRequest } from './clarifier-plan.ts';
import { buildReading } from '#client/test/reading-fixture.ts';

const clarifier = (position: number, status: Clarifier['status']): Clarifier => ({
  selectedCards: [4],
  crossingCard: null,
  awnsers: [{ answerUuid: `c-${position}`, cardId: '1-the-star', reversed: false }],
  clarifierForAnswerUuid: 'a-0',
  position,
  status,
});

describe('the clarifier price', () => {
  it('counts the clarifiers asked before, except failed (refunded) ones, as the server does', async () => {
    const reading = { ...(await buildReading()), clarifiers: [clarifier(1, 'ACTIVE'), clarifier(2, 'FAILED'), clarifier(3, 'ACTIVE')] };
    expect(pricedClarifiers(reading)).toBe(2);
    // (2 + 1) × 1 + 1 card × 1, and half that card again for a crossing card.
    expect(clarifierCost(reading, false, DEFAULT_COSTS)).toBe(4);
    expect(clarifierCost(reading, true, DEFAULT_COSTS)).toBe(5);
    const costs = { ...DEFAULT_COSTS, costForClarifier: 3 };
    expect(clarifierCost(reading, false, costs)).toBe(readingCost({ kind: 'clarifier', general: false, cards: 1, crossing: false, includeVisualDescriptions: false, clarifierCount: 2 }, costs));
  });

  it('makes each further clarifier dearer', async () => {
    const reading = await buildReading();
    const first = clarifierCost(reading, false, DEFAULT_COSTS);
    expect(clarifierCost({ ...reading, clarifiers: [clarifier(1, 'ACTIVE')] }, false, DEFAULT_COSTS)).toBeGreaterThan(first);
  });
});

describe('the clarifier request', () => {
  it('points at the answer, draws from the reading’s deck, and is general without a question', async () => {
    const reading = await buildReading({ deckId: 2 });
    const picks = { selected: [9], crossing: 30 };
    const asked = toClarifierRequest(reading, 'answer-1', { question: '  Why now?  ', crossing: true, picks, shuffleId: 's-1' });
    expect(asked).toMatchObject({
      id: reading.id,
      clarifierForAnswerUuid: 'answer-1',
      general: false,
      question: 'Why now?',
      cards: 1,
      crossing: true,
      deckId: 2,
      selectedCards: [9],
      crossingCard: 30,
      shuffleId: 's-1',
    });
    const open = toClarifierRequest(reading, 'answer-1', { question: ' ', crossing: false, picks, shuffleId: 's-1' });
    expect(open).toMatchObject({ general: true, question: '', crossing: false, crossingCard: null });
  });

  it('reads the answer to clarify, and the clarifier to show, only from well-formed location state', () => {
    expect(readClarifierState({ clarify: { readingId: 'r', answerUuid: 'a' } })).toEqual({ readingId: 'r', answerUuid: 'a' });
    expect(readClarifierState({ clarify: { readingId: 'r' } })).toBeNull();
    expect(readClarifierState(null)).toBeNull();
    expect(readClarifierResultState({ clarifierPosition: 2 })).toBe(2);
    expect(readClarifierResultState({ clarifierPosition: '2' })).toBeNull();
  });
});
