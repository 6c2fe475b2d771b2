import { type Clarifier, IN_PROGRESS_STATUSES, type Reading, type ReadingProgress, ReadingProgressSchema, SETTLED_STATUSES } from '#common/api/readings.ts';

/** One `progress` event of the reading event stream (`readingEvents`); the schema lives in common/api, shared with the server. */
export const ProgressSchema = ReadingProgressSchema;
export type Progress = ReadingProgress;

/** Statuses in which the reading is still being written, so the page listens for progress. */
export const isInProgress = (status: Reading['status']): boolean => IN_PROGRESS_STATUSES.includes(status);

/** The reading's clarifier still being written (there is at most one at a time), if any. */
export const clarifierBeingWritten = (reading: Reading): Clarifier | undefined =>
  reading.clarifiers.find((clarifier) => clarifier.status !== undefined && isInProgress(clarifier.status));

/**
 * Whether the reading, or one of its clarifiers, is still being written: such a copy is never cached, and is fetched
 * again once its stream says it is done (or every few seconds when no stream can be had).
 */
export const isBeingWritten = (reading: Reading): boolean => isInProgress(reading.status) || clarifierBeingWritten(reading) !== undefined;

/** The id of what the page streams for this reading: the reading while it is written, else its clarifier being written. */
export const streamedId = (reading: Reading): string | undefined =>
  isInProgress(reading.status) ? reading.id : clarifierBeingWritten(reading)?.id;

/** Whether the stream is over: the reading is written (and maybe saved since) or has failed. */
export const isSettled = (status: Reading['status']): boolean => SETTLED_STATUSES.includes(status);

/**
 * Folds a new event into what was heard before. Events may carry only the text that changed, so
 * earlier titles and answers are kept unless the new event replaces them.
 */
export function mergeProgress(previous: Progress | null, next: Progress): Progress {
  const answers = new Map((previous?.partial?.answers ?? []).map((answer) => [answer.index, answer]));
  for (const answer of next.partial?.answers ?? []) answers.set(answer.index, answer);
  return {
    status: next.status,
    queuePosition: next.queuePosition,
    partial: {
      title: next.partial?.title ?? previous?.partial?.title,
      summary: next.partial?.summary ?? previous?.partial?.summary,
      answers: [...answers.values()],
    },
  };
}

/**
 * The reading as the page shows it: while it is being written, the live status, queue position and
 * text from the stream over the last fetched copy; once the fetched copy is settled, that copy alone.
 */
export function withProgress(reading: Reading, progress: Progress | null): Reading {
  if (progress === null || !isInProgress(reading.status)) return reading;
  const partial = progress.partial;
  const byIndex = new Map((partial?.answers ?? []).map((answer) => [answer.index, answer]));
  return {
    ...reading,
    status: isSettled(progress.status) ? reading.status : progress.status,
    queuePosition: progress.queuePosition ?? reading.queuePosition,
    title: partial?.title ?? reading.title,
    summary: partial?.summary ?? reading.summary,
    spread: {
      ...reading.spread,
      awnsers: reading.spread.awnsers.map((answer, index) => {
        const live = byIndex.get(index);
        return live ? { ...answer, text: live.text, visualDescription: live.visualDescription ?? answer.visualDescription } : answer;
      }),
    },
  };
}

/**
 * The reading with its clarifier `clarifierId`'s live status and text from the clarifier's stream over the last
 * fetched copy, while that copy still shows it being written; the sealed text replaces it once fetched.
 */
export function withClarifierProgress(reading: Reading, clarifierId: string | undefined, progress: Progress | null): Reading {
  if (progress === null || clarifierId === undefined) return reading;
  const partial = progress.partial;
  const byIndex = new Map((partial?.answers ?? []).map((answer) => [answer.index, answer]));
  return {
    ...reading,
    clarifiers: reading.clarifiers.map((clarifier) => {
      if (clarifier.id !== clarifierId || clarifier.status === undefined || !isInProgress(clarifier.status)) return clarifier;
      return {
        ...clarifier,
        status: isSettled(progress.status) ? clarifier.status : progress.status,
        summary: partial?.summary ?? clarifier.summary,
        awnsers: clarifier.awnsers.map((answer, index) => {
          const live = byIndex.get(index);
          return live ? { ...answer, text: live.text, visualDescription: live.visualDescription ?? answer.visualDescription } : answer;
        }),
      };
    }),
  };
}
