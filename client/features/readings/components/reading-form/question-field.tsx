import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { QUESTION_MAX_LENGTH } from '#common/limits.ts';
import { fitQuestion } from './question-length.ts';

/** Props of {@link QuestionField}. */
export interface QuestionFieldProps {
  general: boolean;
  question: string;
  onGeneralChange: (general: boolean) => void;
  onQuestionChange: (question: string) => void;
  /** Focus the question's box on arrival: the user came back to edit what they typed. */
  focusQuestion?: boolean;
  /** Shown under the question's box, e.g. help when the question shows someone in danger (docs/product.md#safety). */
  note?: ReactNode;
}

const KINDS = [
  { general: true, label: 'General reading', hint: 'What do I need to know right now?' },
  { general: false, label: 'Specific question', hint: 'Ask about one thing that is on your mind.' },
] as const;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The question: a segmented General / Specific choice, and for a specific question a text box with a gentle prompt.
 * A paste past QUESTION_MAX_LENGTH is cut as the box's own limit would cut it, but said at once, with how much was
 * left out, rather than silently.
 */
export function QuestionField({ general, question, onGeneralChange, onQuestionChange, focusQuestion = false, note }: QuestionFieldProps) {
  const name = useId();
  const textId = `${name}-question`;
  const countId = `${name}-count`;
  const cutId = `${name}-cut`;
  const [leftOut, setLeftOut] = useState(0);
  const box = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once a cut value is in the box: after what was kept of the paste, not at the very end.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    box.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const fitted = fitQuestion(question, event.target.value, QUESTION_MAX_LENGTH);
    setLeftOut(fitted.leftOut);
    if (fitted.leftOut > 0) caret.current = Math.max(0, event.target.selectionStart - fitted.leftOut);
    onQuestionChange(fitted.value);
  };
  return (
    <fieldset className="reading-section">
      <legend className="reading-section-title">Your question</legend>
      <div className="segmented" role="radiogroup" aria-label="Kind of reading">
        {KINDS.map((kind) => {
          const id = `${name}-${kind.general ? 'general' : 'specific'}`;
          return (
            <span key={id} className="segmented-option">
              <input
                type="radio"
                className="btn-check"
                id={id}
                name={name}
                checked={general === kind.general}
                onChange={() => onGeneralChange(kind.general)}
              />
              <label className="btn segmented-button" htmlFor={id}>
                {kind.label}
              </label>
            </span>
          );
        })}
      </div>
      <p className="form-text mb-0 mt-2">{general ? KINDS[0].hint : KINDS[1].hint}</p>
      {!general && (
        <div className="mt-3">
          <Form.Label htmlFor={textId} className="visually-hidden">
            Your question
          </Form.Label>
          <Form.Control
            ref={box}
            as="textarea"
            id={textId}
            rows={3}
            autoFocus={focusQuestion}
            value={question}
            placeholder="What would help me most as I …? Open questions work best: how, what, where."
            aria-describedby={`${countId} ${cutId}`}
            onChange={change}
          />
          <div id={countId} className="form-text text-end">
            {count(question.length)} / {count(QUESTION_MAX_LENGTH)}
          </div>
          <p id={cutId} className="question-cut" role="status">
            {leftOut > 0 &&
              `A question holds up to ${count(QUESTION_MAX_LENGTH)} characters, so the last ${count(leftOut)} ${leftOut === 1 ? 'character' : 'characters'} you added ${leftOut === 1 ? 'was' : 'were'} left out.`}
          </p>
          {note}
        </div>
      )}
    </fieldset>
  );
}
