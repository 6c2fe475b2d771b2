import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { PASSWORD_MAX_LENGTH } from '#common/limits.ts';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  /** What is wrong with the value (the product’s message (docs/product.md#validation)), or null. */
  problem: string | null;
  /** Shown under the field while there is no problem to show. */
  help?: string;
}

/**
 * A password input that says what is wrong once the user has typed: quietly while they are still
 * typing, as an error once they leave the field.
 */
export function PasswordField({ id, label, value, onChange, autoComplete, problem, help }: PasswordFieldProps) {
  const [left, setLeft] = useState(false);
  const showProblem = problem !== null && value !== '';
  const invalid = showProblem && left;
  const messageId = `${id}-message`;
  const message = showProblem ? problem : help;

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={message === undefined ? undefined : messageId}
      />
      {message !== undefined && (
        <div id={messageId} className={invalid ? 'invalid-feedback d-block' : 'form-text'}>
          {message}
        </div>
      )}
    </Form.Group>
  );
}
