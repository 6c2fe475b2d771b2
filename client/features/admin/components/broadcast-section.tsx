import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BROADCAST_BODY_MAX_LENGTH, BROADCAST_TITLE_MAX_LENGTH, BroadcastRequestSchema, type BroadcastRequest } from '#common/api/messages.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { AUDIT_LOG_KEY, sendBroadcast } from '../api.ts';
import { checkInput, clearError, FORM_ERROR, refusalErrors, type FieldErrors } from '../forms/field-errors.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the sections' styles, loaded with the admin page's chunk
import './sections.scss';

const EMPTY: BroadcastRequest = { title: '', body: '' };
const isShown = (field: string): boolean => field === 'title' || field === 'body';

/** "Sent to 1 user." / "Sent to 1,204 users." */
const sentTo = (recipients: number): string => `Sent to ${recipients.toLocaleString()} ${recipients === 1 ? 'user' : 'users'}.`;

/** A message to every user's inbox (docs/product.md#messages), sent only once the admin confirms. The admin page gives it its heading. */
export function BroadcastSection() {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<BroadcastRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The checked message the dialog asks about, kept after it closes so its words do not go blank while it fades out.
  const [checked, setChecked] = useState<BroadcastRequest | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const set = (key: keyof BroadcastRequest, value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => clearError(current, key));
    setSent(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const result = checkInput(BroadcastRequestSchema, fields);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setChecked(result.value);
    setAsking(true);
  };

  const send = async () => {
    if (checked === null) return;
    setBusy(true);
    try {
      const result = await sendBroadcast(checked);
      setFields(EMPTY);
      setSent(sentTo(result.recipients));
    } catch (error) {
      setErrors(refusalErrors(error, isShown));
    } finally {
      setBusy(false);
    }
    await queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
  };

  return (
    <div>
      <Form noValidate onSubmit={submit}>
        <Form.Group controlId="admin-broadcast-title" className="mb-3">
          <Form.Label>Title</Form.Label>
          <Form.Control
            maxLength={BROADCAST_TITLE_MAX_LENGTH}
            value={fields.title}
            isInvalid={errors.title !== undefined}
            aria-invalid={errors.title !== undefined}
            onChange={(event) => set('title', event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{errors.title}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="admin-broadcast-body" className="mb-3">
          <Form.Label>Message</Form.Label>
          <Form.Control
            as="textarea"
            rows={5}
            maxLength={BROADCAST_BODY_MAX_LENGTH}
            value={fields.body}
            isInvalid={errors.body !== undefined}
            aria-invalid={errors.body !== undefined}
            aria-describedby="admin-broadcast-body-help"
            onChange={(event) => set('body', event.target.value)}
          />
          <Form.Text id="admin-broadcast-body-help" className="d-block">
            {fields.body.length.toLocaleString()} of {BROADCAST_BODY_MAX_LENGTH.toLocaleString()} characters.
          </Form.Text>
          <Form.Control.Feedback type="invalid">{errors.body}</Form.Control.Feedback>
        </Form.Group>
        {errors[FORM_ERROR] !== undefined && (
          <Alert variant="danger" className="py-2">
            {errors[FORM_ERROR]}
          </Alert>
        )}
        {sent !== null && (
          <Alert variant="success" className="py-2" role="status">
            {sent}
          </Alert>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          <BusyLabel busy={busy} busyText="Sending…">
            Send to everyone
          </BusyLabel>
        </Button>
      </Form>
      <ConfirmDialog
        show={asking}
        title="Send to every user?"
        body={`Every user gets “${checked?.title ?? ''}” in their inbox. It cannot be taken back.`}
        confirmLabel="Send"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={send}
      />
    </div>
  );
}
