import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { JobFailure } from '#common/api/admin-ops.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { adminRefusalOf } from '../../refusal.ts';
import { retryJob, useJobAction } from '../api.ts';
import { formatAgo, formatDateTime, shortId } from '../format.ts';

/**
 * The latest failures, newest first, each with a Retry. A refusal shows in its row; an accepted retry above the list,
 * since the job leaves the failures once it is queued again.
 */
export function FailuresList({ failures, now }: { failures: readonly JobFailure[]; now: number }) {
  const retry = useJobAction(retryJob);
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(new Map());
  const [retried, setRetried] = useState<string | null>(null);
  const busyId = retry.isPending ? retry.variables.id : null;

  const run = (failure: JobFailure) => {
    setRefusals((current) => withRefusal(current, failure.id, null));
    setRetried(null);
    retry.mutate(
      { queue: failure.queue, id: failure.id },
      {
        onSuccess: () => setRetried(`Job ${shortId(failure.id)} (${failure.queue}) is queued to run again.`),
        onError: (error) => setRefusals((current) => withRefusal(current, failure.id, adminRefusalOf(error).message)),
      },
    );
  };

  return (
    <>
      <div role="status">
        {retried !== null && (
          <Alert variant="success" dismissible onClose={() => setRetried(null)}>
            {retried}
          </Alert>
        )}
      </div>
      {failures.length === 0 ? (
        <p className="text-body-secondary mb-0">No job has failed lately.</p>
      ) : (
        <ul className="failure-list list-unstyled mb-0">
          {failures.map((failure) => {
            const refusal = refusals.get(failure.id);
            const refusalId = `failure-${failure.id}-refusal`;
            return (
              <li key={failure.id} className="failure-row" data-testid={`failure-${failure.id}`}>
                <div className="failure-head">
                  <code title={failure.id}>{shortId(failure.id)}</code>
                  <span className="badge text-bg-secondary">{failure.queue}</span>
                  <time dateTime={new Date(failure.failedAt).toISOString()} title={formatDateTime(failure.failedAt)} className="small text-body-secondary">
                    {formatAgo(failure.failedAt, now)}
                  </time>
                  <Button
                    variant="outline-primary"
                    size="sm"
                    className="failure-retry"
                    onClick={() => run(failure)}
                    disabled={busyId !== null}
                    aria-label={`Retry job ${shortId(failure.id)}`}
                    aria-describedby={refusal === undefined ? undefined : refusalId}
                  >
                    <BusyLabel busy={busyId === failure.id} busyText="Retrying…">
                      Retry
                    </BusyLabel>
                  </Button>
                </div>
                <p className="failure-error mb-0">{failure.error ?? <span className="text-body-secondary">No error message.</span>}</p>
                {refusal !== undefined && (
                  <p id={refusalId} role="alert" className="small text-danger mb-0 mt-1">
                    {refusal}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function withRefusal(current: ReadonlyMap<string, string>, id: string, refusal: string | null): ReadonlyMap<string, string> {
  const next = new Map(current);
  if (refusal === null) next.delete(id);
  else next.set(id, refusal);
  return next;
}
