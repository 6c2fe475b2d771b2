import type { SafetyStop } from '../api/safety.ts';
import { safeAnswer } from './safe-answer.ts';
import { screenQuestion } from './screen-question.ts';

/**
 * What a start or a try reading answers instead of a reading when the crisis screen stops its question
 * (docs/product.md#safety), or null to go on. The page and the server decide it the same way.
 */
export function safetyStopFor(question: string): SafetyStop | null {
  const screening = screenQuestion(question);
  return screening === null ? null : { status: 'SAFETY', safety: safeAnswer(screening) };
}
