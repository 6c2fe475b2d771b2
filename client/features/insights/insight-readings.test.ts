import { describe, expect, it } from 'vitest';
import { insightReadings } from './insight-readings.ts';
import { journalItem } from '#client/test/journal-fixture.ts';

const names = (items: Parameters<typeof insightReadings>[0]) => insightReadings(items).map((reading) => reading.draws.map((draw) => draw.card.name));

describe('insightReadings', () => {
  it('has nothing to learn from an empty journal', () => {
    expect(insightReadings([])).toEqual([]);
  });

  it('takes the spread’s cards with the deck’s names and their reversals, then the written clarifiers’ cards', () => {
    const [reading] = insightReadings([
      journalItem({
        cards: ['the-tower', { slug: 'ace-of-cups', reversed: true }],
        clarifiers: [{ cards: ['king-of-swords'] }, { cards: ['the-moon'], status: 'FAILED' }, { cards: ['the-sun'], safety: true }],
      }),
    ]);
    expect(reading!.draws).toEqual([
      expect.objectContaining({ card: expect.objectContaining({ name: 'The Tower' }), reversed: false, clarifier: false }),
      expect.objectContaining({ card: expect.objectContaining({ name: 'Ace of Cups' }), reversed: true, clarifier: false }),
      expect.objectContaining({ card: expect.objectContaining({ name: 'King of Swords' }), reversed: false, clarifier: true }),
    ]);
  });

  it('leaves out a reading the safety screen replaced, and keeps one without an entry', () => {
    const items = [journalItem({ id: 'safe', cards: ['death'], safety: true }), journalItem({ id: 'plain', cards: ['the-star'] })];
    expect(insightReadings(items).map((reading) => reading.id)).toEqual(['plain']);
    expect(insightReadings(items)[0]!.entry.version).toBe(0);
  });

  it('counts no card of a reading whose cards are not of its deck, but keeps what was written on it', () => {
    const item = journalItem({ cards: ['the-star'], moodBefore: 2, moodAfter: 4 });
    item.reading.spread.awnsers[0]!.cardId = '2-the-star';
    expect(names([item])).toEqual([[]]);
    expect(insightReadings([item])[0]!.entry.moodAfter).toBe(4);
  });
});
