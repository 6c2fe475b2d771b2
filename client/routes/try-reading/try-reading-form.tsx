import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { TRY_READING_SPREADS, type TryReadingRequest } from '#common/api/try-reading.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { QuestionField } from '#client/features/readings/components/reading-form/question-field.tsx';
import { SpreadPicker } from '#client/features/readings/components/reading-form/spread-picker.tsx';
import { BusyLabel } from '#client/components/busy-label.tsx';

const spreadTypes = SPREAD_TYPES.filter((spread) => TRY_READING_SPREADS.some((option) => option.spreadTypeName === spread.name));

/** Props of {@link TryReadingForm}. */
export interface TryReadingFormProps {
  /** The question and count asked last, kept when the visitor draws again. */
  initial: TryReadingRequest & { general: boolean };
  busy: boolean;
  onDraw: (request: TryReadingRequest & { general: boolean }) => void;
  /** Why the last draw failed, shown above the button. */
  problem?: ReactNode;
  /** Focus the question on arrival: the visitor came back to edit it. */
  focusQuestion?: boolean;
}

/** The try reading's set-up: a general reading or a question, one card or three, and the Draw button. */
export function TryReadingForm({ initial, busy, onDraw, problem, focusQuestion }: TryReadingFormProps) {
  const [general, setGeneral] = useState(initial.general);
  const [question, setQuestion] = useState(initial.question);
  const [cards, setCards] = useState(initial.cards);
  const missing = !general && question.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!missing) onDraw({ general, question: general ? '' : question, cards });
  };

  return (
    <form className="try-reading-form" onSubmit={submit} aria-label="Try a reading">
      <QuestionField general={general} question={question} onGeneralChange={setGeneral} onQuestionChange={setQuestion} focusQuestion={focusQuestion} />
      <SpreadPicker
        spreadTypes={spreadTypes}
        value={TRY_READING_SPREADS.find((option) => option.cards === cards)!.spreadTypeName}
        freeShape={{ cards, crossing: false }}
        onChange={(name) => setCards(TRY_READING_SPREADS.find((option) => option.spreadTypeName === name)?.cards ?? 1)}
      />
      {problem}
      <div className="try-reading-submit">
        <Button type="submit" variant="primary" size="lg" disabled={busy || missing}>
          <BusyLabel busy={busy} busyText="Shuffling…">
            Draw my cards
          </BusyLabel>
        </Button>
        <p className="form-text mb-0" aria-live="polite">
          {missing ? 'Write your question above, or choose a general reading.' : 'Free, without an account. Nothing you ask is stored.'}
        </p>
      </div>
    </form>
  );
}
