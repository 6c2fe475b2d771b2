import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { ACCOUNT_PASSWORD_MAX_LENGTH } from '#common/limits.ts';

interface AccountPasswordFieldProps {
  /** The form group's id, which labels the input. */
  id: string;
  value: string;
  /** The server's or the form's word on a wrong or missing password, shown under the field. */
  error: string | undefined;
  onChange: (value: string) => void;
  /** Why the password is asked, above the field. */
  reason?: ReactNode;
  /** A hint under the field. */
  hint?: ReactNode;
  autoFocus?: boolean;
}

/**
 * The account (sign-in) password a sensitive change asks for again: deleting the account, starting over, unlinking a
 * sign-in method (docs/decisions/0019-sensitive-changes-prove-the-password.md).
 */
export function AccountPasswordField({ id, value, error, onChange, reason, hint, autoFocus = false }: AccountPasswordFieldProps) {
  const reasonId = `${id}-why`;
  return (
    <Form.Group controlId={id}>
      <Form.Label>Account password</Form.Label>
      {reason !== undefined && (
        <Form.Text as="p" id={reasonId} className="d-block mt-0 mb-2">
          {reason}
        </Form.Text>
      )}
      <Form.Control
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus}
        aria-describedby={reason !== undefined ? reasonId : undefined}
        maxLength={ACCOUNT_PASSWORD_MAX_LENGTH}
        value={value}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {hint !== undefined && <Form.Text>{hint}</Form.Text>}
    </Form.Group>
  );
}
