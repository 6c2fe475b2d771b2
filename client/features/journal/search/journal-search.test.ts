import { describe, expect, it } from 'vitest';
import { buildReading } from '#client/test/reading-fixture.ts';
import { createJournalSearch, searchableReading, type SearchableReading } from './journal-search.ts';

const reading = (fields: Partial<SearchableReading> & { id: string }): SearchableReading => ({
  title: '',
  question: '',
  summary: '',
  cards: '',
  spread: 'One card',
  notes: '',
  ...fields,
});

const READINGS = [
  reading({ id: 'lisbon', title: 'The Open Road', question: 'Should I take the job in Lisbon?', cards: 'The Chariot Three of Wands' }),
  reading({ id: 'sister', title: 'A Quiet Harbor', question: 'How can I make peace with my sister?', cards: 'Six of Cups The Star' }),
  reading({ id: 'general', title: 'The Turning Tide', summary: 'A month of letting go.', cards: 'The Star Death', spread: 'Celtic Cross' }),
];

describe('searching saved readings', () => {
  const { search } = createJournalSearch(READINGS);

  it('finds a reading by a word of its question, title or cards, and a word still being typed', () => {
    expect(search('lisbon')).toEqual(['lisbon']);
    expect(search('harbor')).toEqual(['sister']);
    expect(search('chariot')).toEqual(['lisbon']);
    expect(search('sis')).toEqual(['sister']);
  });

  it('needs every word to match, and ranks a card named in the title and cards above one met once', () => {
    expect(search('star peace')).toEqual(['sister']);
    expect(new Set(search('star'))).toEqual(new Set(['sister', 'general']));
    expect(search('star lisbon')).toEqual([]);
  });

  it('forgives a slip of a letter in a longer word, and finds nothing for an empty query', () => {
    expect(search('lisbin')).toEqual(['lisbon']);
    expect(search('celtic')).toEqual(['general']);
    expect(search('   ')).toEqual([]);
  });

  it('reads a reading’s question, cards, title and spread from the reading itself', async () => {
    const built = await buildReading({ id: 'r1', question: 'Will the move to Porto work out?', spreadTypeName: 'THREE_CARD', cards: 3 });
    const searchable = searchableReading(built);
    expect(searchable.question).toBe('Will the move to Porto work out?');
    expect(searchable.title).toBe('The Turning Tide');
    expect(searchable.spread).toBe('Past, present, future');
    expect(searchable.cards.split(' ').length).toBeGreaterThanOrEqual(3);
    expect(createJournalSearch([searchable]).search('porto')).toEqual(['r1']);
  });

  it('finds a reading by what the user wrote on it: the reflection, a tag or how it turned out', async () => {
    const built = await buildReading({ id: 'r2', question: 'What should I focus on?' });
    const entry = {
      readingId: 'r2',
      reflection: 'The *lighthouse* image stayed with me all week.',
      moodBefore: 2,
      moodAfter: 4,
      tags: ['career change'],
      outcome: { answer: 'I handed in my notice in March.', helped: 'yes' as const, answeredAt: 0 },
      version: 3,
      updatedAt: 0,
      checkIn: null,
    };
    const notes = createJournalSearch([searchableReading(built, entry), reading({ id: 'other', title: 'Elsewhere' })]);
    expect(notes.search('lighthouse')).toEqual(['r2']);
    expect(notes.search('career')).toEqual(['r2']);
    expect(notes.search('notice march')).toEqual(['r2']);
  });
});
