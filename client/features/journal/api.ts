import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as journal from '#common/api/journal.ts';
import { call } from '#client/lib/http.ts';

/*
 * The journal calls (docs/product.md#the-journal) beside their queries. Nothing here is kept in the response cache:
 * what the user writes stays sealed on the server and lives in the browser only in memory.
 */

const JOURNAL_KEY = 'journal';
const entryKey = (readingId: string) => [JOURNAL_KEY, 'entry', readingId] as const;

/** A reading's journal entry (version 0 when nothing is written yet). */
export const journalEntryQuery = (readingId: string) =>
  queryOptions({ queryKey: entryKey(readingId), queryFn: () => call(journal.getJournalEntry, { params: { id: readingId } }, { quietExplained: true }) });

/** An entry's earlier versions, newest first. */
export const journalHistoryQuery = (readingId: string) =>
  queryOptions({
    queryKey: [JOURNAL_KEY, 'history', readingId] as const,
    queryFn: async () => (await call(journal.getJournalHistory, { params: { id: readingId } })).versions,
  });

/** The check-ins that have come due, oldest first; polled by the app shell (see use-due-check-ins.ts). */
export const dueCheckInsQuery = queryOptions({
  queryKey: [JOURNAL_KEY, 'due'] as const,
  queryFn: async () => (await call(journal.getDueCheckIns, undefined, { quietExplained: true })).due,
});

/** One page of the journal: saved readings, newest saved first, each with its entry. */
export const getJournalPage = (after: string | undefined): Promise<journal.JournalPage> =>
  call(journal.getJournalPage, { query: { after } }, { quietExplained: true });

/** Every query that shows an entry or the journal's pages, so a change shows everywhere. */
export function forgetJournal(client: QueryClient, readingId: string): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === JOURNAL_KEY && (query.queryKey[1] !== 'entry' || query.queryKey[2] === readingId),
  });
}

/** Saves the entry as edited from `baseVersion`; a 409 means it changed elsewhere meanwhile. */
export const saveJournalEntry = (readingId: string, body: journal.JournalEntryInput): Promise<journal.JournalEntry> =>
  call(journal.saveJournalEntry, { params: { id: readingId }, body }, { quietExplained: true });

/** Sets (or with `delay: null` cancels) the reading's check-in. */
export const setCheckIn = (readingId: string, body: journal.CheckInInput): Promise<journal.JournalEntry> =>
  call(journal.setCheckIn, { params: { id: readingId }, body }, { quietExplained: true });

/** Answers the reading's check-in: how it turned out, and whether the reading helped. */
export const answerCheckIn = (readingId: string, body: journal.OutcomeInput): Promise<journal.JournalEntry> =>
  call(journal.answerCheckIn, { params: { id: readingId }, body }, { quietExplained: true });
