import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJournalPage } from '#common/api/journal.ts';
import { journalItems, journalPages } from '#client/test/journal-fixture.ts';
import { mockApi } from '#client/test/mock-api.ts';
import { renderQueryHook } from '#client/test/render-query-hook.tsx';
import { useJournal } from './use-journal.ts';

const items = journalItems(7, () => ({ cards: ['the-star'] }));
const pages = journalPages(items, 2);

/** Answers each page at once, as a warm cache or a fast server does. */
const serve = () => mockApi([[getJournalPage, ({ query }) => pages[Number(query.get('after')?.replace('page-', '') ?? 0)]!]]);

afterEach(() => vi.unstubAllGlobals());

describe('useJournal', () => {
  it('with all, loads every page one after another, though each answers at once', async () => {
    const api = serve();
    const { result } = renderQueryHook(() => useJournal({ all: true }));
    await waitFor(() => expect(result.current.items).toHaveLength(7));
    expect(result.current).toMatchObject({ total: 7, hasMore: false, error: null });
    expect(api.requests(getJournalPage).map((request) => request.query.get('after'))).toEqual([null, 'page-1', 'page-2', 'page-3']);
  });

  it('without all, loads the first page only until asked for more', async () => {
    const api = serve();
    const { result } = renderQueryHook(() => useJournal({ all: false }));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.hasMore).toBe(true);
    result.current.loadMore();
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(api.requests(getJournalPage)).toHaveLength(2);
  });
});
