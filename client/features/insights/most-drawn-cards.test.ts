import { describe, expect, it } from 'vitest';
import { insightReadings } from './insight-readings.ts';
import { mostDrawnCards } from './most-drawn-cards.ts';
import { ALL_SLUGS, journalItem, journalItems } from '#client/test/journal-fixture.ts';

/** Three readings of three cards per pass over the deck's 78 cards, `passes` times: every card drawn equally often. */
const uniformJournal = (passes: number) => journalItems(26 * passes, (index) => ({ cards: ALL_SLUGS.slice(((index % 26) * 3), ((index % 26) * 3) + 3) }));

describe('mostDrawnCards', () => {
  it('counts nothing in an empty journal and flags nothing', () => {
    expect(mostDrawnCards([])).toEqual({ draws: 0, expected: 0, cards: [] });
  });

  it('counts every draw per card, clarifiers’ too, most drawn first, with chance’s share of the draws', () => {
    const readings = insightReadings([
      journalItem({ id: 'a', cards: ['the-tower', 'the-star'], clarifiers: [{ cards: ['the-tower'] }] }),
      journalItem({ id: 'b', cards: ['the-star', 'the-tower'] }),
    ]);
    const counted = mostDrawnCards(readings);
    expect(counted.draws).toBe(5);
    expect(counted.expected).toBeCloseTo(5 / 78);
    expect(counted.cards.map(({ card, count }) => [card.name, count])).toEqual([
      ['The Tower', 3],
      ['The Star', 2],
    ]);
  });

  it('flags a card drawn far above chance, and no other', () => {
    // 20 three-card readings: The Tower in 8 of them, where chance alone would give it under one draw.
    const items = journalItems(20, (index) => ({ cards: [index < 8 ? 'the-tower' : ALL_SLUGS[30 + index]!, ALL_SLUGS[40 + index]!, ALL_SLUGS[60 + (index % 18)]!] }));
    const counted = mostDrawnCards(insightReadings(items));
    const tower = counted.cards[0]!;
    expect(tower.card.name).toBe('The Tower');
    expect(tower.count).toBe(8);
    expect(tower.notable).toBe(true);
    expect(tower.chance).toBeLessThan(0.05 / 78);
    expect(counted.cards.filter((card) => card.notable)).toHaveLength(1);
  });

  it('flags no card when the cards are spread evenly, however many draws', () => {
    for (const passes of [1, 3, 10]) {
      const counted = mostDrawnCards(insightReadings(uniformJournal(passes)));
      expect(counted.draws).toBe(78 * passes);
      expect(counted.expected).toBe(passes);
      expect(counted.cards.every((card) => card.count === passes && !card.notable)).toBe(true);
    }
  });

  it('never calls a card drawn fewer than three times notable, however unlikely', () => {
    // Two one-card readings, both The Fool: (1/78)² is rare, but two is a coincidence.
    const counted = mostDrawnCards(insightReadings(journalItems(2, () => ({ cards: ['the-fool'] }))));
    expect(counted.cards[0]!.chance).toBeLessThan(0.05 / 78);
    expect(counted.cards[0]!.notable).toBe(false);
  });

  it('does not flag a card that came up about as often as chance says, in a long journal', () => {
    // 200 three-card readings: 600 draws, about 7.7 per card; The Moon came up 12 times.
    const items = journalItems(200, (index) => ({ cards: [index < 12 ? 'the-moon' : ALL_SLUGS[20 + (index % 50)]!, ALL_SLUGS[1 + (index % 17)]!, ALL_SLUGS[71 + (index % 7)]!] }));
    const moon = mostDrawnCards(insightReadings(items)).cards.find((card) => card.card.slug === 'the-moon')!;
    expect(moon.count).toBe(12);
    expect(moon.notable).toBe(false);
  });
});
