import { useEffect, useState } from 'react';
import type { SafetyAnswer } from '#common/api/safety.ts';

/** How long typing must pause before the question is screened: a word half-typed says nothing yet. */
export const SCREEN_PAUSE_MS = 400;

/**
 * The safe answer for a question as it is being typed, or null (docs/product.md#safety). The screen is loaded on the
 * first question, never with the page, so pages with a first-load budget carry none of its word lists; the pause
 * is cleared with every keystroke and when the field goes away.
 */
export function useQuestionScreen(question: string): SafetyAnswer | null {
  const [answer, setAnswer] = useState<SafetyAnswer | null>(null);
  const blank = question.trim() === '';
  useEffect(() => {
    if (blank) return;
    let current = true;
    const timer = setTimeout(() => {
      void import('#common/safety/safety-stop.ts').then(
        ({ safetyStopFor }) => {
          if (current) setAnswer(safetyStopFor(question)?.safety ?? null);
        },
        // Offline before the app was cached: the screen on submit, and the server's, still stand.
        () => undefined,
      );
    }, SCREEN_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [question, blank]);
  return blank ? null : answer;
}
