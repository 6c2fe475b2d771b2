import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ADMIN_GRANT_MAX, ADMIN_GRANT_REASON_MAX_LENGTH, GrantCurrencySchema, type AdminUser, type GrantRequest } from '#common/api/admin.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { CURRENCY_LABELS, countOf } from './format.ts';
import { EMPTY_GRANT, readGrant, type GrantDraft } from './grant-form.ts';

/** Props of {@link GrantDialog}. */
export interface GrantDialogProps {
  show: boolean;
  /** Whose balance changes; kept by the caller while the dialog fades out. */
  user: AdminUser | null;
  busy: boolean;
  /** The server's refusal of the last attempt, shown above the buttons. */
  refusal: string | null;
  onCancel: () => void;
  onSubmit: (request: GrantRequest) => void;
}

/**
 * Adds or takes gems, extra gems or coins, with the reason the ledger keeps. Negative amounts take; the server refuses
 * to go below zero and its sentence shows here, beside the form.
 */
export function GrantDialog({ show, user, busy, refusal, onCancel, onSubmit }: GrantDialogProps) {
  const [draft, setDraft] = useState<GrantDraft>(EMPTY_GRANT);
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const titleId = useId();
  const amountHelpId = useId();
  const reasonHelpId = useId();

  const edit = (change: Partial<GrantDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblems({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readGrant(draft);
    if ('problems' in read) setProblems(read.problems);
    else onSubmit(read.request);
  };

  const reset = () => {
    setDraft(EMPTY_GRANT);
    setProblems({});
  };

  return (
    <Modal show={show} onHide={onCancel} onExited={reset} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            Change balance
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {user !== null && (
            <p className="small text-body-secondary">
              <span className="text-break">{user.email}</span> has {countOf(user.gems, 'gems')}, {countOf(user.extraPoints, 'extraPoints')} and{' '}
              {countOf(user.coins, 'coins')}.
            </p>
          )}
          <fieldset disabled={busy}>
            <Form.Group className="mb-3" controlId={`${titleId}-currency`}>
              <Form.Label>Balance</Form.Label>
              <Form.Select value={draft.currency} onChange={(event) => edit({ currency: GrantCurrencySchema.parse(event.target.value) })}>
                {GrantCurrencySchema.options.map((currency) => (
                  <option key={currency} value={currency}>
                    {capitalize(CURRENCY_LABELS[currency].many)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId={`${titleId}-amount`}>
              <Form.Label>Amount</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                step={1}
                min={-ADMIN_GRANT_MAX}
                max={ADMIN_GRANT_MAX}
                value={draft.amount}
                isInvalid={problems.amount !== undefined}
                aria-describedby={amountHelpId}
                onChange={(event) => edit({ amount: event.target.value })}
              />
              <Form.Control.Feedback type="invalid">{problems.amount}</Form.Control.Feedback>
              <Form.Text id={amountHelpId}>A negative amount takes away. No balance can go below zero.</Form.Text>
            </Form.Group>
            <Form.Group controlId={`${titleId}-reason`}>
              <Form.Label>Reason</Form.Label>
              <Form.Control
                type="text"
                maxLength={ADMIN_GRANT_REASON_MAX_LENGTH}
                value={draft.reason}
                isInvalid={problems.reason !== undefined}
                aria-describedby={reasonHelpId}
                onChange={(event) => edit({ reason: event.target.value })}
              />
              <Form.Control.Feedback type="invalid">{problems.reason}</Form.Control.Feedback>
              <Form.Text id={reasonHelpId}>Kept in the ledger and the audit log.</Form.Text>
            </Form.Group>
          </fieldset>
          <div aria-live="polite">
            {refusal !== null && (
              <Alert variant="danger" className="mt-3 mb-0">
                {refusal}
              </Alert>
            )}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            <BusyLabel busy={busy} busyText="Saving…">
              Save
            </BusyLabel>
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
