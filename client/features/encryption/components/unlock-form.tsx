import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { unlockEncryption } from '#client/lib/api-client-encryption.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { encryptionStatusQuery } from '../api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/** Props of {@link UnlockForm}. */
export interface UnlockFormProps {
  /** Called once this session is unlocked. */
  onUnlocked: () => void;
}

const ERROR_ID = 'unlock-error';

/**
 * Asks for the encryption password (`POST /v1/encryption/unlock`). A wrong password or a rate limit
 * is shown here, never as the Error dialog; while rate limited, Unlock counts down.
 */
export function UnlockForm({ onUnlocked }: UnlockFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { secondsLeft, start } = useCountdown();
  const input = useRef<HTMLInputElement>(null);
  const waiting = secondsLeft > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || waiting || password === '') return;
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
          maxLength={1024}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          isInvalid={error !== null}
          aria-describedby={error === null ? undefined : ERROR_ID}
          autoFocus
        />
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
        disabled={busy || waiting || password === ''}
        aria-busy={busy}
      >
        {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
        {waiting ? `Try again in ${secondsLeft} s` : 'Unlock'}
      </Button>
    </Form>
  );
}
