import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { QUESTION_MAX_LENGTH } from '#common/limits.ts';

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

/** The question: a segmented General / Specific choice, and for a specific question a text box with a gentle prompt. */
export function QuestionField({ general, question, onGeneralChange, onQuestionChange, focusQuestion = false, note }: QuestionFieldProps) {
  const name = useId();
  const textId = `${name}-question`;
  const countId = `${name}-count`;
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
            as="textarea"
            id={textId}
            rows={3}
            maxLength={QUESTION_MAX_LENGTH}
            autoFocus={focusQuestion}
            value={question}
            placeholder="What would help me most as I …? Open questions work best: how, what, where."
            aria-describedby={countId}
            onChange={(event) => onQuestionChange(event.target.value)}
          />
          <div id={countId} className="form-text text-end">
            {question.length} / {QUESTION_MAX_LENGTH}
          </div>
          {note}
        </div>
      )}
    </fieldset>
  );
}
