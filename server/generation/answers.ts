import type { Answer } from '#common/api/readings.ts';
import type { DrawnCard } from '#common/domain/drawn-card.ts';
import { OracleError, type OracleOutput } from '#server/oracle/oracle.ts';

/**
 * The model's answers laid on the drawn cards, in their order.
 * @throws OracleError (retryable) when the output lacks an answer for a drawn card.
 */
export function answersFor(drawn: DrawnCard[], output: OracleOutput, what: string): Answer[] {
  return drawn.map((card, index) => {
    const answer = output.answers.find((candidate) => candidate.index === index);
    if (!answer) throw new OracleError(`The model wrote no answer for ${what} ${index}`, true);
    return { answerUuid: card.answerUuid, cardId: card.cardId, reversed: card.reversed, text: answer.text, visualDescription: answer.visualDescription };
  });
}
