import type { Declaration } from '#common/api/endpoint.ts';
import { getJournalPage, type JournalItem } from '#common/api/journal.ts';
import { deleteReading, getSpreadTypes } from '#common/api/readings.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { type ApiRefusal, type ApiRoute, type MockedRequest, mockApi } from '#client/test/mock-api.ts';

/** What the server holds of the journal; a test may change it between calls. */
export interface JournalPagesAnswers {
  /** Newest saved first. */
  items: JournalItem[];
  pageSize: number;
  /** What deleting a reading answers, by id; a success (removing the item) when not given. */
  deleteRefusals: Record<string, ApiRefusal>;
}

/**
 * Answers the journal's pages from `answers` as the server pages them (the cursor is the index of the next item), and
 * Delete by removing the item; the `first` routes come before them.
 */
export function serveJournalPages(answers: JournalPagesAnswers, first: readonly ApiRoute<Declaration>[] = []) {
  return mockApi([
    ...first,
    [
      getJournalPage,
      ({ query }: MockedRequest<typeof getJournalPage>) => {
        const start = Number(query.get('after') ?? '0');
        const end = start + answers.pageSize;
        return { items: answers.items.slice(start, end), next: end < answers.items.length ? String(end) : null, total: answers.items.length };
      },
    ],
    [
      deleteReading,
      ({ params }: MockedRequest<typeof deleteReading>) => {
        const refused = answers.deleteRefusals[params.id];
        if (refused) return refused;
        answers.items = answers.items.filter((item) => item.reading.id !== params.id);
        return { success: true };
      },
    ],
    [getSpreadTypes, [...SPREAD_TYPES]],
  ]);
}
