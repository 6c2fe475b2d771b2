import { describe, expect, it } from 'vitest';
import { insightReadings } from './insight-readings.ts';
import { recurringByTag } from './recurring-by-tag.ts';
import { journalItem } from '#client/test/journal-fixture.ts';

const summary = (items: Parameters<typeof insightReadings>[0]) =>
  recurringByTag(insightReadings(items)).map(({ tag, readings, suggested, cards }) => ({ tag, readings, suggested, cards: cards.map((card) => `${card.card.name} ×${card.readings}`) }));

describe('recurringByTag', () => {
  it('finds nothing in an empty journal or in a single reading', () => {
    expect(recurringByTag([])).toEqual([]);
    expect(summary([journalItem({ cards: ['the-lovers'], tags: ['love'] })])).toEqual([]);
  });

  it('lists, per tag, the cards that came up in two or more of its readings, whatever the tag’s case', () => {
    expect(
      summary([
        journalItem({ id: 'a', cards: ['the-lovers', 'two-of-cups', 'the-tower'], tags: ['Love', 'work'] }),
        journalItem({ id: 'b', cards: ['the-lovers', 'two-of-cups'], tags: ['love'] }),
        journalItem({ id: 'c', cards: ['the-lovers', 'ace-of-pentacles'], tags: ['love'] }),
        journalItem({ id: 'd', cards: ['the-tower'], tags: ['money'] }),
      ]),
    ).toEqual([{ tag: 'Love', readings: 3, suggested: 0, cards: ['The Lovers ×3', 'Two of Cups ×2'] }]);
  });

  it('counts a card once per reading, though a clarifier drew it again', () => {
    expect(
      summary([
        journalItem({ id: 'a', cards: ['the-hermit'], clarifiers: [{ cards: ['the-hermit'] }], tags: ['study'] }),
        journalItem({ id: 'b', cards: ['ace-of-swords'], tags: ['study'] }),
      ]),
    ).toEqual([]);
  });

  it('files a reading without tags under the topics its question suggests', () => {
    expect(
      summary([
        journalItem({ id: 'a', cards: ['eight-of-pentacles'], question: 'Should I take the new job?' }),
        journalItem({ id: 'b', cards: ['eight-of-pentacles', 'the-chariot'], tags: ['work'] }),
        journalItem({ id: 'c', cards: ['the-chariot'], question: 'What should I know about today?' }),
      ]),
    ).toEqual([{ tag: 'work', readings: 2, suggested: 1, cards: ['Eight of Pentacles ×2'] }]);
  });

  it('leaves out readings the safety screen replaced', () => {
    expect(
      summary([
        journalItem({ id: 'a', cards: ['death'], tags: ['family'], safety: true }),
        journalItem({ id: 'b', cards: ['death'], tags: ['family'] }),
      ]),
    ).toEqual([]);
  });
});
