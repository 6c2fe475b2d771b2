import Card from 'react-bootstrap/Card';
import { useQueueStats } from '#client/features/admin/queue/api.ts';
import { CancelJobForm } from '#client/features/admin/queue/components/cancel-job-form.tsx';
import { FailuresList } from '#client/features/admin/queue/components/failures-list.tsx';
import { QueueCard } from '#client/features/admin/queue/components/queue-card.tsx';
import { DashboardHeader } from '#client/features/admin/queue/components/dashboard-header.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the page's styles, loaded with this route (see the stylesheet)
import '../../features/admin/queue/queue.scss';

/**
 * /app/main/queue/dashboard (docs/product.md#admins): every job queue's counts, throughput and oldest wait, the latest
 * failures with Retry, and cancelling a waiting job by its id. Never a job's data: the server does not send it.
 */
export function Component() {
  const stats = useQueueStats();
  const dashboard = stats.data;
  return (
    <div className="admin-dashboard">
      <DashboardHeader
        title="Queue Dashboard"
        intro="The job queues: what waits, runs and fails. Failed jobs can be retried; a waiting job can be cancelled."
        refresh={{
          updatedAt: stats.dataUpdatedAt,
          fetching: stats.isFetching,
          onRefresh: () => void stats.refetch(),
          note: 'Refreshes every 10 s while this page is open.',
        }}
      />
      {dashboard === undefined ? (
        stats.isError ? (
          <p className="text-body-secondary" role="alert">
            The queue figures could not be loaded. Refresh to try again.
          </p>
        ) : (
          <QueuesPending />
        )
      ) : (
        <>
          {dashboard.queues.length === 0 ? (
            <p className="text-body-secondary">No job queue exists yet.</p>
          ) : (
            <div className="queue-grid">
              {dashboard.queues.map((queue) => (
                <QueueCard key={queue.queue} stats={queue} />
              ))}
            </div>
          )}
          <Card as="section" className="admin-panel" aria-labelledby="recent-failures">
            <Card.Body>
              <h2 id="recent-failures" className="h5">
                Recent failures
              </h2>
              <p className="small text-body-secondary">The latest failed jobs of every queue, newest first. Retry runs one again; a reading’s job only while its reading is still unwritten.</p>
              <FailuresList failures={dashboard.recentFailures} now={stats.dataUpdatedAt} />
            </Card.Body>
          </Card>
          <Card as="section" className="admin-panel" aria-labelledby="cancel-job">
            <Card.Body>
              <h2 id="cancel-job" className="h5">
                Cancel a waiting job
              </h2>
              <p className="small text-body-secondary">
                Only a queued or retrying job can be cancelled. The dashboard lists no waiting job’s id, so enter one you know, from the server’s log or a
                user’s report.
              </p>
              <CancelJobForm queues={dashboard.queues.map((queue) => queue.queue)} />
            </Card.Body>
          </Card>
        </>
      )}
    </div>
  );
}

/** Gray blocks where the queues will show while the first figures load. */
function QueuesPending() {
  return (
    <div className="queue-grid placeholder-glow" aria-hidden="true">
      <span className="placeholder col-12 rounded" style={{ height: '16rem' }} />
      <span className="placeholder col-12 rounded" style={{ height: '16rem' }} />
    </div>
  );
}
