/**
 * Readings this tab has just started, until their result page opens them. With a model that writes
 * at once, the reading may be finished before its page first loads it; the page still reveals it
 * as one it watched being written. Kept in memory only: after a reload it opens already written.
 */
const started = new Set<string>();

/** Notes that this tab started reading `id` (the start's answer said QUEUED). */
export function markStarted(id: string): void {
  started.add(id);
}

/** Whether this tab started reading `id` and its result page has not yet opened it. */
export const wasJustStarted = (id: string): boolean => started.has(id);

/** The result page has opened reading `id`: a later visit shows it as written. */
export function forgetStarted(id: string): void {
  started.delete(id);
}
