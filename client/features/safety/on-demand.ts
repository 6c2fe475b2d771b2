import type { SafetyAnswer } from '#common/api/safety.ts';

/**
 * The crisis screen (docs/product.md#safety) and its card, loaded when a question is first asked, for Start Reading:
 * that page's first load is budgeted (scripts/first-load-budget.test.ts), and the screen's word lists alone would
 * break it. The service worker has usually cached them by then. The other pages that take a question import them as
 * they are.
 */
type Parts = typeof import('./on-demand-parts.ts');

/** A question the screen stopped: the safe answer and the card to show it in. */
export interface StoppedQuestion {
  answer: SafetyAnswer;
  Card: Parts['StoppedQuestionCard'];
}

/**
 * Screens a question: the stop to show, or null to go on. Null too when the screen cannot be loaded (offline before
 * the app was cached): the server screens every question again before anything is drawn, and answers the same.
 */
export async function screenOnDemand(question: string): Promise<StoppedQuestion | null> {
  if (question.trim() === '') return null;
  try {
    const parts = await import('./on-demand-parts.ts');
    const stop = parts.safetyStopFor(question);
    return stop === null ? null : { answer: stop.safety, Card: parts.StoppedQuestionCard };
  } catch {
    return null;
  }
}
