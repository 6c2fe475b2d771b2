import { useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { BROADCAST_BODY_MAX_LENGTH, BROADCAST_TITLE_MAX_LENGTH, type BroadcastRequest } from '#common/api/messages.ts';
import { FormDialog } from '../forms/form-dialog.tsx';
import type { UserDialogProps } from './user-dialog-props.ts';

/** Props of {@link MessageDialog}. */
export type MessageDialogProps = UserDialogProps<BroadcastRequest>;

/** Writes one user a message: a title and a body, as for a broadcast, delivered to their inbox alone. */
export function MessageDialog({ show, user, busy, refusal, onCancel, onSubmit }: MessageDialogProps) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<{ title?: string; body?: string }>({});
  const fieldId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { title: title.trim() === '' ? 'The title is required' : undefined, body: body.trim() === '' ? 'The body is required' : undefined };
    setProblems(found);
    if (found.title === undefined && found.body === undefined) onSubmit({ title: title.trim(), body: body.trim() });
  };

  const reset = () => {
    setTitle('');
    setBody('');
    setProblems({});
  };

  return (
    <FormDialog
      show={show}
      title="Send a message"
      submitLabel="Send"
      busyLabel="Sending…"
      busy={busy}
      refusal={refusal}
      onCancel={onCancel}
      onSubmit={submit}
      onExited={reset}
      intro={
        user === null ? undefined : (
          <>
            To <span className="text-break">{user.email}</span> alone: it appears in their Messages.
          </>
        )
      }
    >
      <Form.Group className="mb-3" controlId={`${fieldId}-title`}>
        <Form.Label>Title</Form.Label>
        <Form.Control
          type="text"
          maxLength={BROADCAST_TITLE_MAX_LENGTH}
          value={title}
          isInvalid={problems.title !== undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setProblems({});
          }}
        />
        <Form.Control.Feedback type="invalid">{problems.title}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${fieldId}-body`}>
        <Form.Label>Message</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={BROADCAST_BODY_MAX_LENGTH}
          value={body}
          isInvalid={problems.body !== undefined}
          onChange={(event) => {
            setBody(event.target.value);
            setProblems({});
          }}
        />
        <Form.Control.Feedback type="invalid">{problems.body}</Form.Control.Feedback>
        <Form.Text>A blank line starts a new paragraph.</Form.Text>
      </Form.Group>
    </FormDialog>
  );
}
