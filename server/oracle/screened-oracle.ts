/**
 * Every oracle behind the safety screen (docs/product.md#safety): a question (or the clarified reading's question)
 * that the crisis screen stops never reaches the model, and what the model writes is screened before it is
 * shown, while it streams and when it is finished. Either way the reading becomes the safe answer, which the
 * page shows as the help card and the reading's commands refund.
 */
import { safeAnswer } from '#common/safety/safe-answer.ts';
import { screenQuestion } from '#common/safety/screen-question.ts';
import type { Screening } from '#common/safety/types.ts';
import type { Oracle, OracleOutput, OracleRequest, PartialOracleOutput } from './oracle.ts';
import { partialIsUnsafe, screenOutput } from './output-screen.ts';

/** The safe answer as an oracle's output: no card is read, so every answer is left empty of a reading. */
export function safeOutput(request: OracleRequest, screening: Screening): OracleOutput {
  const answer = safeAnswer(screening);
  return {
    title: answer.title,
    summary: answer.paragraphs.join(' '),
    answers: request.cards.map((drawn) => ({ index: drawn.index, text: answer.paragraphs[1]! })),
    safety: screening,
  };
}

/** What the crisis screen finds in the question a request answers, or in the reading a clarifier follows. */
function screenRequest(request: OracleRequest): Screening | null {
  return screenQuestion(request.question) ?? (request.clarifies ? screenQuestion(request.clarifies.question) : null);
}

/** Wraps `inner` in the safety screen. */
export function createScreenedOracle(inner: Oracle): Oracle {
  return {
    name: inner.name,
    async generate(request, { onPartial, signal }) {
      const screened = screenRequest(request);
      if (screened !== null) return safeOutput(request, screened);
      let stopped = false;
      const forward = (partial: PartialOracleOutput) => {
        stopped ||= partialIsUnsafe(partial);
        if (stopped || onPartial === undefined) return;
        const { safety: _flag, ...shown } = partial;
        onPartial(shown);
      };
      const output = await inner.generate(request, { onPartial: forward, signal });
      const verdict = screenOutput(request, output);
      return verdict === null ? output : safeOutput(request, verdict);
    },
  };
}
