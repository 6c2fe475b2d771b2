import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInInput, JournalEntry, JournalEntryInput, OutcomeInput } from '#common/api/journal.ts';
import { answerCheckIn, forgetJournal, journalEntryQuery, saveJournalEntry, setCheckIn } from './api.ts';

/*
 * The journal's actions (docs/product.md#the-journal). Each answers with the entry as it now is, which every view of it
 * shows at once; the journal's lists and history are fetched again. Each rejects with its call's HttpError, read
 * through refusalOf: a refusal the server explained raises no Error dialog, the form shows its sentence.
 */

/** An action on reading `readingId`'s entry that answers with the entry. */
function useEntryAction<Body>(readingId: string, send: (readingId: string, body: Body) => Promise<JournalEntry>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => send(readingId, body),
    onSuccess: (entry) => {
      queryClient.setQueryData(journalEntryQuery(readingId).queryKey, entry);
      void forgetJournal(queryClient, readingId);
    },
  });
}

/** Saves the entry as edited; a 409 means it was saved elsewhere since `baseVersion`. */
export const useSaveJournalEntry = (readingId: string) => useEntryAction<JournalEntryInput>(readingId, saveJournalEntry);

/** Sets, changes or (with `delay: null`) cancels the check-in. */
export const useSetCheckIn = (readingId: string) => useEntryAction<CheckInInput>(readingId, setCheckIn);

/** Records how it turned out, which ends the pending check-in. */
export const useAnswerCheckIn = (readingId: string) => useEntryAction<OutcomeInput>(readingId, answerCheckIn);
