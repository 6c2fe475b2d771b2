/**
 * The builtin oracle (docs/architecture.md#model-providers): offline and rule-based. It composes a reading from the card corpus
 * (meanings, keywords, elements, suits) and the spread's positions with hand-written phrasing, choosing
 * among phrasings with a seed taken from the request, so the same request always gives the same reading.
 * It makes no claim in the reading itself about how it was written; the app says so where it matters.
 */
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { OracleError, type Oracle, type OracleOutput, type OracleRequest, type PartialOracleOutput } from './oracle.ts';
import { composeAnswer } from './builtin/compose-answer.ts';
import { composeSummary } from './builtin/compose-summary.ts';
import { composeTitle } from './builtin/compose-title.ts';
import { readingFacts } from './builtin/facts.ts';

/** Pause between streamed parts by default: long enough for the live page to show the reading arriving. */
const DEFAULT_STEP_DELAY_MS = 60;

export interface BuiltinOracleOptions {
  /** Pause between streamed parts; 0 yields to the event loop only (for tests). */
  stepDelayMs?: number;
}

/** Composes the whole reading at once; streaming only paces its delivery. */
export function composeReading(request: OracleRequest): OracleOutput {
  const facts = readingFacts(request);
  return {
    title: composeTitle(facts),
    summary: composeSummary(facts),
    answers: facts.cards.map((drawn) => composeAnswer(facts, drawn)),
  };
}

/** The offline, deterministic oracle named `builtin`. */
export function createBuiltinOracle(options: BuiltinOracleOptions = {}): Oracle {
  const stepDelayMs = options.stepDelayMs ?? DEFAULT_STEP_DELAY_MS;
  const pause = async (signal: AbortSignal | undefined) => {
    if (stepDelayMs > 0) await sleep(stepDelayMs, undefined, { signal }).catch(() => undefined);
    else await nextTurn();
    if (signal?.aborted) throw new OracleError('The reading was cancelled before it was finished', true, { cause: signal.reason });
  };
  return {
    name: 'builtin',
    async generate(request, { onPartial, signal }) {
      const output = composeReading(request);
      // Title, then summary, then one answer at a time: the order in which a model would write them.
      const steps: PartialOracleOutput[] = [
        { title: output.title },
        { title: output.title, summary: output.summary },
        ...output.answers.map((_, count) => ({ title: output.title, summary: output.summary, answers: output.answers.slice(0, count + 1) })),
      ];
      for (const partial of steps) {
        await pause(signal);
        onPartial?.(partial);
      }
      return output;
    },
  };
}
