import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { JOURNAL_REFLECTION_MAX_LENGTH } from '#common/limits.ts';
import { MarkdownLiteText } from './markdown-lite-text.tsx';

/** Past this share of the limit, the count of characters shows. */
const COUNT_FROM = 0.9;

/** Props of {@link ReflectionField}. */
export interface ReflectionFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The reflection: a textarea with a hint of the formatting it takes, Write and Preview to see it as it will show
 * (docs/product.md#the-journal), and the count of characters once it nears the limit.
 */
export function ReflectionField({ value, onChange }: ReflectionFieldProps) {
  const fieldId = useId();
  const hintId = useId();
  const countId = useId();
  const [previewing, setPreviewing] = useState(false);
  const nearLimit = value.length >= JOURNAL_REFLECTION_MAX_LENGTH * COUNT_FROM;

  return (
    <div className="journal-reflection">
      <div className="journal-reflection-heading">
        <Form.Label htmlFor={fieldId} className="fw-semibold mb-0">
          Your reflection
        </Form.Label>
        <div className="btn-group btn-group-sm" role="group" aria-label="Write or preview">
          <Button variant="outline-secondary" active={!previewing} aria-pressed={!previewing} onClick={() => setPreviewing(false)}>
            Write
          </Button>
          <Button variant="outline-secondary" active={previewing} aria-pressed={previewing} onClick={() => setPreviewing(true)}>
            Preview
          </Button>
        </div>
      </div>
      {previewing ? (
        <div className="journal-preview" aria-label="Preview of your reflection" role="region">
          {value.trim() === '' ? <p className="text-body-secondary mb-0">Nothing written yet.</p> : <MarkdownLiteText source={value} />}
        </div>
      ) : (
        <Form.Control
          as="textarea"
          id={fieldId}
          rows={6}
          value={value}
          maxLength={JOURNAL_REFLECTION_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={nearLimit ? `${hintId} ${countId}` : hintId}
          placeholder="What did this reading stir in you?"
        />
      )}
      <div className="journal-reflection-footer">
        <Form.Text id={hintId}>
          A blank line starts a paragraph. *Slanted*, **bold**, and lines starting with - or 1. make lists.
        </Form.Text>
        {nearLimit && (
          <Form.Text id={countId} className={value.length >= JOURNAL_REFLECTION_MAX_LENGTH ? 'text-danger' : undefined}>
            {value.length.toLocaleString()} of {JOURNAL_REFLECTION_MAX_LENGTH.toLocaleString()} characters
          </Form.Text>
        )}
      </div>
    </div>
  );
}
