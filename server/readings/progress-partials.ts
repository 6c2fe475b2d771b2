import type { Logger } from 'pino';
import type { PartialOracleOutput } from '#server/oracle/oracle.ts';
import type { ProgressBus } from './progress-bus.ts';

/** Live text is sent at most this often: enough to look fluid, little enough to stay cheap. */
export const PARTIAL_INTERVAL_MS = 150;

/**
 * The oracle's `onPartial` for one reading or clarifier (docs/architecture.md#live-events): publishes the text
 * written so far under `id`, as GENERATING events, at most every {@link PARTIAL_INTERVAL_MS}.
 */
export function throttledPartials(deps: { progress: ProgressBus; log: Logger }, id: string) {
  let last = 0;
  return (partial: PartialOracleOutput) => {
    const now = Date.now();
    if (now - last < PARTIAL_INTERVAL_MS) return;
    last = now;
    const answers = (partial.answers ?? []).flatMap((answer) =>
      answer?.index !== undefined && answer.text ? [{ index: answer.index, text: answer.text, visualDescription: answer.visualDescription }] : [],
    );
    // Best effort: a lost partial only delays the live text, the final event and the safety-net re-reads still arrive.
    deps.progress
      .publish({ readingId: id, status: 'GENERATING', partial: { title: partial.title, summary: partial.summary, answers } })
      .catch((error: unknown) => deps.log.warn({ readingId: id, err: error }, 'partial reading progress could not be published'));
  };
}
