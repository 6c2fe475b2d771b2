import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { adminRefusalOf } from '../../refusal.ts';
import { cancelJob, useJobAction, type JobRef } from '../api.ts';
import { shortId } from '../format.ts';

/** The server's own check on a job id (common/api/admin-ops.ts JobParams): pg-boss makes UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Cancels one waiting job by its id. The stats list no waiting job's id (docs/product.md#admins: counts, times and
 * failures only), so the admin brings the id, from the server's log or a user's report; the server refuses any job
 * that is not queued or retrying, and the refusal shows here.
 */
export function CancelJobForm({ queues }: { queues: readonly string[] }) {
  const [queue, setQueue] = useState(queues[0] ?? '');
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The job asked about stays while the dialog fades out, so its text does not empty as it closes.
  const [asking, setAsking] = useState<JobRef | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancel = useJobAction(cancelJob);
  const queueFieldId = useId();
  const idFieldId = useId();
  const feedbackId = useId();
  const chosenQueue = queues.includes(queue) ? queue : (queues[0] ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const trimmed = id.trim();
    const found = trimmed === '' ? 'Enter the job’s id.' : UUID.test(trimmed) ? null : 'The job id must be a UUID, like 3f2c9a10-1b2c-4d5e-8f90-123456789abc.';
    setProblem(found);
    if (found !== null) return;
    setAsking({ queue: chosenQueue, id: trimmed });
    setConfirming(true);
  };

  const confirm = async () => {
    if (asking === null) return;
    try {
      await cancel.mutateAsync(asking);
      setDone(`Job ${shortId(asking.id)} (${asking.queue}) is cancelled.`);
      setId('');
    } catch (error) {
      setProblem(adminRefusalOf(error).message);
    }
  };

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Cancel a waiting job">
        <fieldset disabled={cancel.isPending || queues.length === 0} className="cancel-job-fields">
          <Form.Group controlId={queueFieldId} className="cancel-job-queue">
            <Form.Label>Queue</Form.Label>
            <Form.Select value={chosenQueue} onChange={(event) => setQueue(event.target.value)}>
              {queues.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={idFieldId} className="cancel-job-id">
            <Form.Label>Job id</Form.Label>
            <Form.Control
              value={id}
              autoComplete="off"
              spellCheck={false}
              placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
              isInvalid={problem !== null}
              aria-describedby={feedbackId}
              onChange={(event) => {
                setId(event.target.value);
                setProblem(null);
                setDone(null);
              }}
            />
          </Form.Group>
          <Button type="submit" variant="outline-danger" className="cancel-job-submit">
            <BusyLabel busy={cancel.isPending} busyText="Cancelling…">
              Cancel job
            </BusyLabel>
          </Button>
        </fieldset>
        <div id={feedbackId} aria-live="polite">
          {problem !== null && <p className="invalid-feedback d-block mb-0">{problem}</p>}
        </div>
      </Form>
      <div role="status">
        {done !== null && (
          <Alert variant="success" className="mt-3 mb-0 py-2">
            {done}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        show={confirming}
        title="Cancel this job?"
        body={asking ? `Job ${asking.id} in ${asking.queue} will not run. If it writes a reading, the reading fails and its gems are refunded at once.` : ''}
        confirmLabel="Cancel the job"
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
