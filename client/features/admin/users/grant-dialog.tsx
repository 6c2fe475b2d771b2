import { useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { ADMIN_GRANT_MAX, ADMIN_GRANT_REASON_MAX_LENGTH, GrantCurrencySchema, type GrantRequest } from '#common/api/admin.ts';
import { CURRENCY_LABELS, countOf } from './format.ts';
import { EMPTY_GRANT, readGrant, type GrantDraft } from './grant-form.ts';
import { FormDialog } from '../forms/form-dialog.tsx';
import type { UserDialogProps } from './user-dialog-props.ts';

/** Props of {@link GrantDialog}. */
export type GrantDialogProps = UserDialogProps<GrantRequest>;

/**
 * Adds or takes gems, extra gems or coins, with the reason the ledger keeps. Negative amounts take; the server refuses
 * to go below zero and its sentence shows here, beside the form.
 */
export function GrantDialog({ show, user, busy, refusal, onCancel, onSubmit }: GrantDialogProps) {
  const [draft, setDraft] = useState<GrantDraft>(EMPTY_GRANT);
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const fieldId = useId();
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
    <FormDialog
      show={show}
      title="Change balance"
      submitLabel="Save"
      busyLabel="Saving…"
      busy={busy}
      refusal={refusal}
      onCancel={onCancel}
      onSubmit={submit}
      onExited={reset}
      intro={
        user === null ? undefined : (
          <>
            <span className="text-break">{user.email}</span> has {countOf(user.gems, 'gems')}, {countOf(user.extraPoints, 'extraPoints')} and{' '}
            {countOf(user.coins, 'coins')}.
          </>
        )
      }
    >
      <Form.Group className="mb-3" controlId={`${fieldId}-currency`}>
        <Form.Label>Balance</Form.Label>
        <Form.Select value={draft.currency} onChange={(event) => edit({ currency: GrantCurrencySchema.parse(event.target.value) })}>
          {GrantCurrencySchema.options.map((currency) => (
            <option key={currency} value={currency}>
              {capitalize(CURRENCY_LABELS[currency].many)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${fieldId}-amount`}>
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
      <Form.Group controlId={`${fieldId}-reason`}>
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
    </FormDialog>
  );
}

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
