import { Suspense } from 'react';
import type { QuestionSafetyNoteProps } from './question-safety-note.tsx';
import { lazyPart } from '#client/lib/lazy-part.ts';

const QuestionSafetyNote = lazyPart(() => import('./question-safety-note.tsx').then((module) => module.QuestionSafetyNote));

/**
 * {@link QuestionSafetyNote}, loaded once a question is typed: Start Reading's first load is budgeted
 * (scripts/first-load-budget.test.ts), and the card and its screen would not fit in it.
 */
export function LazyQuestionSafetyNote({ question }: QuestionSafetyNoteProps) {
  if (question.trim() === '') return null;
  return (
    <Suspense fallback={null}>
      <QuestionSafetyNote question={question} />
    </Suspense>
  );
}
