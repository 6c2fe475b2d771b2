import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PASSWORD_MAX_LENGTH } from '#common/limits.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { queryClient } from '#client/lib/query-client.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { encryptionStatusQuery, unlockEncryption } from '../api.ts';

/** Props of {@link UnlockForm}. */
export interface UnlockFormProps {
  /** Called once this session is unlocked. */
  onUnlocked: () => void;
}

const ERROR_ID = 'unlock-error';
const EMPTY_ID = 'unlock-password-empty';

/** Why Unlock did nothing: said beside the field, not by a button that silently stays gray. */
const EMPTY_PASSWORD = 'Enter your encryption password to unlock.';

/**
 * Asks for the encryption password (`unlockEncryption`). A wrong password or a rate limit
 * is shown here, never as the Error dialog; while rate limited, Unlock counts down. Unlock stays
 * enabled on an empty field and, pressed, says what is missing beside the field.
 */
export function UnlockForm({ onUnlocked }: UnlockFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const { secondsLeft, start } = useCountdown();
  const input = useRef<HTMLInputElement>(null);
  const waiting = secondsLeft > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || waiting) return;
    if (password === '') {
      setError(null);
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    setBusy(true);
    setError(null);
    const result = await unlockEncryption(password);
    if (result.ok) {
      // The server's new status replaces the cached "locked" one, so the app's gate lets the user in.
      queryClient.setQueryData(encryptionStatusQuery.queryKey, result.status);
      onUnlocked();
      return;
    }
    setBusy(false);
    setError(result.message);
    if (result.retryAfterSeconds !== null) start(result.retryAfterSeconds);
    input.current?.select();
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="unlock-password">
        <Form.Label>Encryption password</Form.Label>
        <Form.Control
          ref={input}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (event.target.value !== '') setEmpty(false);
          }}
          isInvalid={error !== null || empty}
          aria-invalid={error !== null || empty || undefined}
          aria-describedby={empty ? EMPTY_ID : error === null ? undefined : ERROR_ID}
          autoFocus
        />
        {empty && (
          <Form.Control.Feedback type="invalid" id={EMPTY_ID} role="alert">
            {EMPTY_PASSWORD}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {error !== null && (
        <Alert variant="danger" id={ERROR_ID} role="alert" className="py-2">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-100"
        disabled={busy || waiting}
        aria-busy={busy}
      >
        <BusyLabel busy={busy} busyText="Unlocking your readings…">
          {waiting ? `Try again in ${secondsLeft} s` : 'Unlock'}
        </BusyLabel>
      </Button>
    </Form>
  );
}
