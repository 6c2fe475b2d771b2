import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OutcomeHelped } from '#common/api/journal.ts';
import { OUTCOME_HELPED, OUTCOME_HELPED_LABELS } from '#common/domain/journal.ts';
import { JOURNAL_OUTCOME_MAX_LENGTH } from '#common/limits.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { refusalOf } from '#client/lib/refusal.ts';
import { useAnswerCheckIn } from '../mutations.ts';

/** Props of {@link OutcomeForm}. */
export interface OutcomeFormProps {
  readingId: string;
  onDone: () => void;
  onCancel?: () => void;
}

/** How it turned out, in a few words, and whether the reading helped (docs/product.md#the-journal). */
export function OutcomeForm({ readingId, onDone, onCancel }: OutcomeFormProps) {
  const answerId = useId();
  const helpedName = useId();
  const answer = useAnswerCheckIn(readingId);
  const [text, setText] = useState('');
  const [helped, setHelped] = useState<OutcomeHelped | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    answer.mutate({ answer: text, helped }, { onSuccess: onDone });
  }

  return (
    <form className="journal-outcome-form" onSubmit={submit}>
      <Form.Group controlId={answerId}>
        <Form.Label className="fw-semibold">In a few words</Form.Label>
        <Form.Control as="textarea" rows={3} value={text} maxLength={JOURNAL_OUTCOME_MAX_LENGTH} onChange={(event) => setText(event.target.value)} />
        <Form.Text>
          {text.length.toLocaleString()} of {JOURNAL_OUTCOME_MAX_LENGTH.toLocaleString()} characters
        </Form.Text>
      </Form.Group>
      <fieldset className="mt-3">
        <legend className="form-label fs-6 fw-semibold">Did the reading help?</legend>
        {OUTCOME_HELPED.map((value) => (
          <Form.Check
            key={value}
            type="radio"
            id={`${helpedName}-${value}`}
            name={helpedName}
            label={OUTCOME_HELPED_LABELS[value]}
            checked={helped === value}
            onChange={() => setHelped(value)}
          />
        ))}
      </fieldset>
      {answer.error !== null && (
        <Alert variant="danger" className="mt-3 mb-0">
          {refusalOf(answer.error).message}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" variant="primary" disabled={answer.isPending || text.trim() === ''}>
          <BusyLabel busy={answer.isPending} busyText="Saving…">
            Save how it turned out
          </BusyLabel>
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={answer.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
