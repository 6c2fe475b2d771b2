import { useCallback, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { HINT_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#common/limits.ts';
import { CREATE_KEY_FAILED, createEncryptionKey, invalidateEncryptionStatus } from '../api.ts';
import { useClickPositions } from '../hooks/use-click-positions.ts';
import { useFormToken } from '../hooks/use-form-token.ts';
import { useHoneypots } from '../hooks/use-honeypots.ts';
import {
  canContinue,
  confirmProblem,
  EMPTY_CREATE_FIELDS,
  hintFits,
  passwordProblem,
  reachedStep,
  type CreatePasswordFields,
} from '../validate.ts';
import { HoneypotFields } from './honeypot-fields.tsx';
import { HumanCheck } from './human-check.tsx';
import { PasswordField } from './password-field.tsx';
import { PrivacyNote } from './privacy-note.tsx';
import { Reveal } from './reveal.tsx';

/** Props of {@link CreatePasswordForm}. */
export interface CreatePasswordFormProps {
  /** Called once the key exists (and this session is unlocked). */
  onCreated: () => void;
}

/**
 * The Create Password form (docs/product.md#create-password): password, confirmation, optional hint, consent and the
 * human check, each appearing once the one before it is done; Continue only when every rule holds.
 */
export function CreatePasswordForm({ onCreated }: CreatePasswordFormProps) {
  const [sessionId] = useState(() => crypto.randomUUID());
  const honeypots = useHoneypots(sessionId);
  const formToken = useFormToken(sessionId);
  const readClicks = useClickPositions();
  const [fields, setFields] = useState<CreatePasswordFields>(EMPTY_CREATE_FIELDS);
  const [shownStep, setShownStep] = useState(0);
  const [humanVerified, setHumanVerified] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onVerified = useCallback(() => setHumanVerified(true), []);

  // Once a field has appeared it stays, even if an earlier one is edited: nothing typed vanishes.
  const reached = reachedStep(fields);
  if (reached > shownStep) setShownStep(reached);
  const ready = canContinue(fields, humanVerified, honeypots.flagged) && honeypots.names !== null;

  const update = <K extends keyof CreatePasswordFields>(field: K, value: CreatePasswordFields[K]) =>
    setFields((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy || honeypots.names === null) return;
    setBusy(true);
    setError(null);
    const token = formToken.token ?? (await formToken.renew());
    const result =
      token === null
        ? { success: false, message: CREATE_KEY_FAILED }
        : await createEncryptionKey(
            {
              password: fields.password,
              hint: fields.hint.trim(),
              privacyPolicyConsent: true,
              sessionId,
              formToken: token.formToken,
              // The addition challenge (docs/product.md#bot-checks) is answered by the page itself.
              jsChallenge: String(token.challenge.a + token.challenge.b),
              clickPositions: readClicks(),
            },
            Object.fromEntries(honeypots.names.map((name) => [name, ''] as const)),
          );
    if (result.success) {
      await invalidateEncryptionStatus();
      onCreated();
      return;
    }
    setBusy(false);
    setError(result.message ?? CREATE_KEY_FAILED);
    // The token was used up (or refused): the next attempt needs a fresh one.
    void formToken.renew();
  };

  return (
    <Form noValidate onSubmit={submit}>
      <PasswordField
        id="encryption-password"
        label="Password"
        value={fields.password}
        onChange={(value) => update('password', value)}
        autoComplete="new-password"
        problem={passwordProblem(fields.password)}
        help={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Reveal show={shownStep >= 1}>
        <PasswordField
          id="encryption-confirm"
          label="Confirm password"
          value={fields.confirm}
          onChange={(value) => update('confirm', value)}
          autoComplete="new-password"
          problem={confirmProblem(fields.password, fields.confirm)}
        />
      </Reveal>
      <Reveal show={shownStep >= 2}>
        <Form.Group className="mb-3" controlId="encryption-hint">
          <Form.Label>
            Password hint <span className="text-body-secondary fw-normal">(optional)</span>
          </Form.Label>
          <Form.Control
            type="text"
            autoComplete="off"
            maxLength={HINT_MAX_LENGTH}
            value={fields.hint}
            onChange={(event) => update('hint', event.target.value)}
            isInvalid={!hintFits(fields.hint)}
            aria-describedby="encryption-hint-help encryption-hint-count"
          />
          <div className="d-flex justify-content-between gap-3 form-text">
            <span id="encryption-hint-help">Shown when you unlock. Never the password itself.</span>
            <span id="encryption-hint-count" className="hint-counter">
              {fields.hint.length}/{HINT_MAX_LENGTH}
            </span>
          </div>
        </Form.Group>
      </Reveal>
      <Reveal show={shownStep >= 3}>
        <Form.Group className="mb-3" controlId="encryption-consent">
          <Form.Check
            type="checkbox"
            checked={fields.consent}
            onChange={(event) => update('consent', event.target.checked)}
            label={
              <>
                I agree to the{' '}
                <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setPrivacyOpen(true)}>
                  privacy policy
                </button>
              </>
            }
          />
        </Form.Group>
      </Reveal>
      <Reveal show={shownStep >= 4}>
        <HumanCheck verified={humanVerified} onVerified={onVerified} />
      </Reveal>
      {honeypots.names !== null && <HoneypotFields names={honeypots.names} onInput={honeypots.onInput} />}
      {error !== null && (
        <Alert variant="danger" role="alert" className="py-2">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={!ready || busy} aria-busy={busy}>
        {busy ? (
          <>
            <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
            Creating your key…
          </>
        ) : (
          'Continue'
        )}
      </Button>
      <PrivacyNote show={privacyOpen} onHide={() => setPrivacyOpen(false)} />
    </Form>
  );
}
