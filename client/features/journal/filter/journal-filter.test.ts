import { describe, expect, it } from 'vitest';
import type { JournalItem } from '#common/api/journal.ts';
import { journalItem } from '../testing/journal-items.ts';
import { cardNames, filterJournal, isFiltering, journalFacets, NO_FILTER, type JournalFilter } from './journal-filter.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12).getTime();

async function journal(): Promise<JournalItem[]> {
  return [
    await journalItem({
      id: 'march',
      createdAt: day(2026, 3, 14),
      spreadTypeName: 'CELTIC_CROSS',
      cards: 9,
      crossing: true,
      entry: { tags: ['Work', 'move'], moodBefore: 2, moodAfter: 4, outcome: { answer: 'Took the job.', helped: 'yes', answeredAt: 0 } },
    }),
    await journalItem({ id: 'february', createdAt: day(2026, 2, 1), entry: { tags: ['work'], moodAfter: 2 } }),
    await journalItem({ id: 'january', createdAt: day(2026, 1, 31), cards: 1, spreadTypeName: 'SINGLE', selectedCards: [40] }),
  ];
}

const only = (filter: Partial<JournalFilter>, items: JournalItem[]) => filterJournal(items, { ...NO_FILTER, ...filter }, () => []);

describe('filtering the journal', () => {
  it('keeps every reading, in order, while nothing narrows it', async () => {
    const items = await journal();
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ ...NO_FILTER, tag: 'work' })).toBe(true);
    expect(only({}, items)).toEqual(['march', 'february', 'january']);
  });

  it('offers the spreads, tags and cards the journal holds, each once and sorted', async () => {
    const facets = journalFacets(await journal());
    expect(facets.spreads).toEqual(['Celtic Cross', 'One card', 'Past, present, future']);
    // "Work" and "work" are one tag, offered in the spelling met first (the newest reading's).
    expect(facets.tags).toEqual(['move', 'Work']);
    expect(facets.cards.length).toBeGreaterThan(9);
    expect(facets.cards).toEqual([...facets.cards].toSorted((a, b) => a.localeCompare(b)));
  });

  it('filters by spread, by tag whatever its case, and by a mood met before or after', async () => {
    const items = await journal();
    expect(only({ spread: 'Celtic Cross' }, items)).toEqual(['march']);
    expect(only({ tag: 'WORK' }, items)).toEqual(['march', 'february']);
    expect(only({ mood: '2' }, items)).toEqual(['march', 'february']);
    expect(only({ mood: '4' }, items)).toEqual(['march']);
    expect(only({ mood: '5' }, items)).toEqual([]);
  });

  it('filters by a card the reading laid', async () => {
    const items = await journal();
    const [card] = cardNames(items[2]!);
    expect(only({ card }, items)).toContain('january');
    expect(only({ card: 'No Such Card' }, items)).toEqual([]);
  });

  it('filters by a date range whose both ends count, in the browser’s days', async () => {
    const items = await journal();
    expect(only({ from: '2026-02-01' }, items)).toEqual(['march', 'february']);
    expect(only({ to: '2026-02-01' }, items)).toEqual(['february', 'january']);
    expect(only({ from: '2026-01-31', to: '2026-01-31' }, items)).toEqual(['january']);
    expect(only({ from: 'not a date' }, items)).toEqual(['march', 'february', 'january']);
  });

  it('filters by whether the reading has an outcome, and lets the search answer the words', async () => {
    const items = await journal();
    expect(only({ outcome: 'with' }, items)).toEqual(['march']);
    expect(only({ outcome: 'without' }, items)).toEqual(['february', 'january']);
    expect(filterJournal(items, { ...NO_FILTER, words: 'job', tag: 'work' }, () => ['march', 'january'])).toEqual(['march']);
  });
});
