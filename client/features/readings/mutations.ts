import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StartKind, StartResult } from '#common/api/readings.ts';
import { refreshPoints } from '#client/lib/points-cache.ts';
import {
  activeReadingQuery,
  canSaveQuery,
  deleteActiveReading,
  deleteReading,
  discardOldest,
  hasActiveReadingQuery,
  readingIdsQuery,
  readingQuery,
  saveReading,
  setActiveReading,
  startReading,
} from './api.ts';
import type { ReadingRequestBody } from './plan.ts';
import { markStarted } from './started-readings.ts';

/**
 * The reading actions. Each rejects with its call's HttpError, which the page reads through refusalOf: the draw pages
 * and My Readings show the server's sentence for a refusal it explained, and every other failure has raised the Error
 * dialog (docs/product.md#messages-and-errors). Every action that makes or ends an active reading sets and re-checks
 * `has_active_reading`, which switches the menu between Start and View Reading.
 */

/** Rejects when an action's call answered without success. */
function expectSuccess(result: { success: boolean }, action: string): void {
  if (!result.success) throw new Error(`Could not ${action}`);
}

/** Sets the active flag at once and has the server confirm it. */
function markActive(queryClient: QueryClient, active: boolean): void {
  queryClient.setQueryData(hasActiveReadingQuery.queryKey, active);
  void queryClient.invalidateQueries({ queryKey: hasActiveReadingQuery.queryKey });
}

/**
 * Starts a reading of `kind` from a draw page (an ordinary reading unless told); resolves to its id and status, or to
 * the safe answer when the crisis screen stopped the question (docs/product.md#safety): then nothing started or was charged.
 */
export function useStartReading(kind: StartKind = 'reading') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadingRequestBody): Promise<StartResult> => startReading(kind, body),
    onSuccess: (result) => {
      if (result.status === 'SAFETY') return;
      markStarted(result.id);
      markActive(queryClient, true);
      queryClient.removeQueries({ queryKey: activeReadingQuery.queryKey });
      // The start has just charged the reading: the header must not keep the old count until a reload.
      void refreshPoints(queryClient);
    },
  });
}

/**
 * Starts a clarifier on a written reading from the clarifier draw page; resolves to the reading's id and the
 * clarifier's position. The reading is fetched again (it lists the new clarifier) and so are the gems just spent.
 * A safe answer instead (docs/product.md#safety) changed nothing, so nothing is fetched again.
 */
export function useStartClarifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadingRequestBody): Promise<StartResult> => startReading('clarifier', body),
    onSuccess: (result) => {
      if (result.status === 'SAFETY') return;
      void queryClient.invalidateQueries({ queryKey: readingQuery(result.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: activeReadingQuery.queryKey });
      void refreshPoints(queryClient);
    },
  });
}

/** Saves the active reading (`readingId`) to My Readings; it stays the active reading. */
export function useSaveReading(readingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => expectSuccess(await saveReading(readingId), 'save the reading'),
    onSuccess: () => {
      markActive(queryClient, true);
      for (const { queryKey } of [activeReadingQuery, readingQuery(readingId), readingIdsQuery, canSaveQuery]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/**
 * Discards the active reading and clears its cache (docs/product.md#the-active-reading); a saved copy stays in My Readings.
 * The page leaves for Start Reading afterwards.
 */
export function useDiscardActiveReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => expectSuccess(await deleteActiveReading(), 'discard the reading'),
    onSuccess: () => {
      markActive(queryClient, false);
      queryClient.setQueryData(activeReadingQuery.queryKey, null);
      void queryClient.invalidateQueries({ queryKey: readingIdsQuery.queryKey });
    },
  });
}

/** Makes room in a full My Readings by discarding the oldest saved reading. */
export function useDiscardOldest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => void (await discardOldest()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: canSaveQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: readingIdsQuery.queryKey });
    },
  });
}

/** Deletes a saved reading; it leaves the list at once. */
export function useDeleteSavedReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => expectSuccess(await deleteReading(id), 'delete the reading'),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<string[]>(readingIdsQuery.queryKey, (ids) => ids?.filter((other) => other !== id));
      void queryClient.invalidateQueries({ queryKey: readingIdsQuery.queryKey });
      // The deleted reading may have been the active one as well.
      void queryClient.invalidateQueries({ queryKey: hasActiveReadingQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: canSaveQuery.queryKey });
    },
  });
}

/**
 * Re-opens a saved reading as the active one (`set_active/{id}`). Resolves to null once it is, or to the server's words
 * when an unsaved active reading is in the way: the page then offers to save or discard that one.
 */
export function useOpenSavedReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<string | null> => {
      const result = await setActiveReading(id);
      if ('inTheWay' in result) return result.inTheWay;
      expectSuccess(result, 'open the reading');
      return null;
    },
    onSuccess: (inTheWay, id) => {
      if (inTheWay !== null) return;
      markActive(queryClient, true);
      void queryClient.invalidateQueries({ queryKey: activeReadingQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: readingQuery(id).queryKey });
    },
  });
}
