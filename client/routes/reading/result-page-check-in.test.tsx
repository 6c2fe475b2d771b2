import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJournalEntry } from '#common/api/journal.ts';
import { entryOf } from '#client/features/journal/testing/journal-answers.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { open, server } from './result-page-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the check-in after saving a reading', () => {
  it('offers "Ask me how it turned out" once the reading is saved', async () => {
    server(await buildReading({ status: 'ACTIVE', saved: true }), [[getJournalEntry, entryOf({ readingId: 'reading-1' })]]);
    open();
    expect(await screen.findByRole('group', { name: 'Ask me how it turned out' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'In 1 week' })).toBeInTheDocument();
  });

  it('offers none before the reading is saved', async () => {
    const api = server(await buildReading({ status: 'ACTIVE', saved: false }), [[getJournalEntry, entryOf({ readingId: 'reading-1' })]]);
    open();
    expect(await screen.findByRole('button', { name: 'Save to My Readings' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ask me how it turned out' })).not.toBeInTheDocument();
    expect(api.requests(getJournalEntry)).toHaveLength(0);
  });
});
