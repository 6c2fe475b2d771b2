import { useQuestionScreen } from '../use-question-screen.ts';
import { HelpCard } from './help-card.tsx';

/** Props of {@link QuestionSafetyNote}. */
export interface QuestionSafetyNoteProps {
  /** The question as typed so far. */
  question: string;
}

/**
 * Help under a question field as soon as the question shows someone may be in danger (docs/product.md#safety), before
 * any button: Start may be out of reach (too few gems, no card picked yet), and help must never wait behind it.
 */
export function QuestionSafetyNote({ question }: QuestionSafetyNoteProps) {
  const answer = useQuestionScreen(question);
  if (answer === null) return null;
  return (
    <div className="question-safety-note" role="status">
      <HelpCard answer={answer} compact />
    </div>
  );
}
