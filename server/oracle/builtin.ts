/**
 * The builtin oracle (docs/architecture.md#model-providers): offline and rule-based. It composes a reading from the card corpus
 * (meanings, keywords, elements, suits) and the spread's positions with hand-written phrasing, choosing
 * among phrasings with a seed taken from the request, so the same request always gives the same reading.
 * It makes no claim in the reading itself about how it was written; the app says so where it matters.
 */
import { OracleError, type Oracle, type OracleOutput, type OracleRequest, type PartialOracleOutput } from './oracle.ts';
import { composeAnswer } from './builtin/compose-answer.ts';
import { composeSummary } from './builtin/compose-summary.ts';
import { composeTitle } from './builtin/title/compose-title.ts';
import { readingFacts } from './builtin/facts.ts';

/** Composes the whole reading at once. */
export function composeReading(request: OracleRequest): OracleOutput {
  const facts = readingFacts(request);
  return {
    title: composeTitle(facts),
    summary: composeSummary(facts),
    answers: facts.cards.map((drawn) => composeAnswer(facts, drawn)),
  };
}

/**
 * A few growing partials in the order a model writes (title and summary, then the answers in two
 * halves), so the builtin exercises the same live path as a real model. They are handed over at once:
 * pacing the arrival for a reader is the result page's job, never a sleep holding a worker.
 */
function partialsOf(output: OracleOutput): PartialOracleOutput[] {
  const { title, summary, answers } = output;
  const half = Math.ceil(answers.length / 2);
  const counts = half < answers.length ? [half, answers.length] : [answers.length];
  return [{ title, summary }, ...counts.map((count) => ({ title, summary, answers: answers.slice(0, count) }))];
}

/** The offline, deterministic oracle named `builtin`: it answers as fast as it composes. */
export function createBuiltinOracle(): Oracle {
  return {
    name: 'builtin',
    async generate(request, { onPartial, signal }) {
      // Composing is synchronous, so a cancellation can only have come before it.
      if (signal?.aborted) throw new OracleError('The reading was cancelled before it was finished', true, { cause: signal.reason });
      const output = composeReading(request);
      for (const partial of partialsOf(output)) onPartial?.(partial);
      return output;
    },
  };
}
