import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '#common/api/journal.ts';
import type { Reading } from '#common/api/readings.ts';
import { exportFileName, exportReading, readingsToJson, readingsToMarkdown, type ReadingsExport } from './export-readings.ts';

/** A written, saved three-card reading with one clarifier, in the free deck, past-present-future. */
function reading(overrides: Partial<Reading> = {}): Reading {
  return {
    id: 'r-1',
    request: {
      general: false,
      question: 'What should I\nfocus on?',
      awnsers: [],
      cards: 3,
      crossing: false,
      deckId: -1,
      selectedCards: [1, 2, 3],
      crossingCard: null,
      spreadTypeName: 'THREE_CARD',
      specialReadingId: -1,
      includeVisualDescriptions: false,
      allowReversed: true,
    },
    cost: 5,
    status: 'SAVED',
    saved: true,
    version: 2,
    title: 'The Turning Tide',
    summary: 'A month of letting go.',
    createdAt: Date.UTC(2026, 2, 12, 14, 5),
    shuffles: [],
    spread: {
      selectedCards: [1, 2, 3],
      crossingCard: null,
      awnsers: [
        { answerUuid: 'a-0', cardId: '1-the-fool', reversed: false, text: 'A leap.' },
        { answerUuid: 'a-1', cardId: '1-ace-of-cups', reversed: true, text: 'A cup held back.' },
        { answerUuid: 'a-2', cardId: '1-no-such-card', reversed: false },
      ],
    },
    clarifiers: [
      {
        clarifierForAnswerUuid: 'a-1',
        position: 1,
        status: 'ACTIVE',
        question: 'Why held back?',
        summary: 'Fear, mostly.',
        selectedCards: [9],
        crossingCard: null,
        awnsers: [{ answerUuid: 'c-0', cardId: '1-the-star', reversed: false, text: 'Hope returns.' }],
      },
      { clarifierForAnswerUuid: 'a-0', status: 'FAILED', selectedCards: [4], crossingCard: null, awnsers: [{ answerUuid: 'c-1', cardId: '1-the-sun', reversed: false }] },
    ],
    seed: 'seed',
    commitment: 'commitment',
    ...overrides,
  };
}

describe('exportReading', () => {
  it('names each card by its position and orientation, and keeps only the clarifiers that were written or are coming', () => {
    const exported = exportReading(reading());
    expect(exported).toMatchObject({
      id: 'r-1',
      title: 'The Turning Tide',
      createdAt: '2026-03-12T14:05:00.000Z',
      spread: expect.any(String),
      deck: 'Gilded',
      question: 'What should I\nfocus on?',
      summary: 'A month of letting go.',
    });
    expect(exported.cards).toEqual([
      { position: 'Past', card: 'The Fool', orientation: 'upright', answer: 'A leap.' },
      { position: 'Present', card: 'Ace of Cups', orientation: 'reversed', answer: 'A cup held back.' },
      { position: 'Future', card: 'Card not found in deck', orientation: 'upright', answer: '' },
    ]);
    expect(exported.clarifiers).toEqual([
      {
        clarifies: 'Present: Ace of Cups',
        question: 'Why held back?',
        summary: 'Fear, mostly.',
        cards: [{ position: 'The clarifier', card: 'The Star', orientation: 'upright', answer: 'Hope returns.' }],
      },
    ]);
  });

  it('has no question for a general reading, and a bonus reading takes its own title and positions', () => {
    const general = reading({ request: { ...reading().request, general: true, question: '' } });
    expect(exportReading(general).question).toBeNull();
    const bonus = reading({
      special: { specialReadingId: 4, title: 'New Moon', positions: ['Seed', 'Soil', 'Sprout'].map((name) => ({ name, meaning: '' })) },
    });
    const exported = exportReading(bonus);
    expect(exported.spread).toBe('New Moon');
    expect(exported.cards.map((card) => card.position)).toEqual(['Seed', 'Soil', 'Sprout']);
  });

  it('uses the server’s spread labels when the page has them', () => {
    const spreadTypes = [{ name: 'THREE_CARD', label: 'Three of a kind', description: '', minCards: 3, maxCards: 3, crossing: 'none' as const, crossingPosition: null, positions: [] }];
    const exported = exportReading(reading(), spreadTypes);
    expect(exported.spread).toBe('Three of a kind');
    expect(exported.cards[0]!.position).toBe('Card 1');
  });
});

/** An entry with all of it written: a reflection, moods, tags, an answered outcome and a pending check-in. */
const ENTRY: JournalEntry = {
  readingId: 'r-1',
  reflection: 'The *Star* again.\n\n- breathe\n- wait',
  moodBefore: 2,
  moodAfter: 4,
  tags: ['work', 'new start'],
  outcome: { answer: 'I took the job.', helped: 'somewhat', answeredAt: Date.UTC(2026, 3, 1, 8, 0) },
  version: 3,
  updatedAt: Date.UTC(2026, 3, 1, 8, 0),
  checkIn: { dueAt: Date.UTC(2026, 6, 1, 8, 0), byEmail: false },
};

describe('the journal in the export', () => {
  it('holds what was written on a reading, moods and helped in words, and nothing for a reading without an entry', () => {
    expect(exportReading(reading(), undefined, ENTRY).journal).toEqual({
      reflection: 'The *Star* again.\n\n- breathe\n- wait',
      moodBefore: 'Uneasy',
      moodAfter: 'Hopeful',
      tags: ['work', 'new start'],
      outcome: { answer: 'I took the job.', helped: 'It helped a little', answeredAt: '2026-04-01T08:00:00.000Z' },
      checkInDue: '2026-07-01T08:00:00.000Z',
    });
    expect(exportReading(reading()).journal).toBeNull();
    expect(exportReading(reading(), undefined, { ...ENTRY, version: 0, reflection: '', moodBefore: null, moodAfter: null, tags: [], outcome: null, checkIn: null }).journal).toBeNull();
  });

  it('writes the journal under the reading in the Markdown file, the reflection as written', () => {
    const markdown = readingsToMarkdown([exportReading(reading(), undefined, ENTRY)], new Date(0), { locale: 'en-GB', timeZone: 'UTC' });
    expect(markdown).toContain('### Journal\n\nThe *Star* again.\n\n- breathe\n- wait\n\n- Mood before: Uneasy\n- Mood after: Hopeful\n- Tags: work, new start\n- Check-in: 1 July 2026 at 08:00\n');
    expect(markdown).toContain('#### How it turned out\n\n_1 April 2026 at 08:00 · It helped a little_\n\nI took the job.\n');
  });

  it('round-trips through the JSON file with the journal', () => {
    const readings = [exportReading(reading(), undefined, ENTRY)];
    const parsed = JSON.parse(readingsToJson(readings, new Date(0))) as ReadingsExport;
    expect(parsed.readings[0]!.journal).toEqual(readings[0]!.journal);
    expect(parsed.readings[0]!.journal?.outcome?.answer).toBe('I took the job.');
  });
});

describe('readingsToMarkdown', () => {
  const markdown = readingsToMarkdown([exportReading(reading())], new Date(Date.UTC(2026, 10, 24, 9, 0)), { locale: 'en-GB', timeZone: 'UTC' });

  it('opens with the export date and the count, then each reading’s heading, details, cards, summary and clarifiers', () => {
    expect(markdown).toMatch(/^# My Arcana readings\n\nExported 24 November 2026 at 09:00, 1 reading\./);
    expect(markdown).toContain('## The Turning Tide\n');
    expect(markdown).toContain('- Date: 12 March 2026 at 14:05\n');
    // A question typed over two lines stays one list item.
    expect(markdown).toContain('- Question: What should I focus on?\n');
    expect(markdown).toContain('- Deck: Gilded\n');
    expect(markdown).toContain('#### Past: The Fool\n\nA leap.\n');
    expect(markdown).toContain('#### Present: Ace of Cups (reversed)\n\nA cup held back.\n');
    expect(markdown).toContain('#### Future: Card not found in deck\n\n_Not written._\n');
    expect(markdown).toContain('### Summary\n\nA month of letting go.\n');
    expect(markdown).toContain('#### Clarifier 1, on Present: Ace of Cups\n\n> Why held back?\n\n##### The clarifier: The Star\n\nHope returns.\n\nFear, mostly.\n');
    expect(markdown.endsWith('\n')).toBe(true);
  });

  it('says when a reading asked no question', () => {
    const general = exportReading(reading({ request: { ...reading().request, general: true, question: '' }, clarifiers: [] }));
    const text = readingsToMarkdown([general, general], new Date(0), { locale: 'en-GB', timeZone: 'UTC' });
    expect(text).toContain('2 readings.');
    expect(text).toContain('- Question: General reading, no question asked\n');
    expect(text).not.toContain('### Clarifiers');
  });
});

describe('readingsToJson', () => {
  it('holds the export time and every reading, and parses back to the same records', () => {
    const readings = [exportReading(reading()), exportReading(reading({ id: 'r-2' }))];
    const parsed = JSON.parse(readingsToJson(readings, new Date(Date.UTC(2026, 10, 24)))) as ReadingsExport;
    expect(parsed.exportedAt).toBe('2026-11-24T00:00:00.000Z');
    expect(parsed.readings).toEqual(readings);
  });
});

describe('exportFileName', () => {
  it('is dated by the local calendar day, zero-padded', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59), 'md')).toBe('arcana-readings-2026-01-05.md');
    expect(exportFileName(new Date(2026, 10, 24), 'json')).toBe('arcana-readings-2026-11-24.json');
  });
});
