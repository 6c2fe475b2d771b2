import Card from 'react-bootstrap/Card';
import type { QueueCounts, QueueStats } from '#common/api/admin-ops.ts';
import { BarChart } from '#client/components/bar-chart.tsx';
import { count, formatAge } from '../format.ts';

/** The states in the order a job passes through them, under the names the dashboard shows. */
const STATES: readonly { key: keyof QueueCounts; label: string; tone?: 'warning' | 'danger' }[] = [
  { key: 'queued', label: 'Queued' },
  { key: 'active', label: 'Active' },
  { key: 'retrying', label: 'Retrying', tone: 'warning' },
  { key: 'completed', label: 'Completed' },
  { key: 'failed', label: 'Failed', tone: 'danger' },
  { key: 'cancelled', label: 'Cancelled' },
];

/** The chart's bars are labelled by how many minutes ago they were, so labels stay put as the figures refresh. */
const minuteLabel = (label: string) => (label === '0' ? 'This minute' : `${label} min ago`);

/** One queue: its jobs by state, the jobs it completed each minute of the last hour, and its oldest wait. */
export function QueueCard({ stats }: { stats: QueueStats }) {
  const { queue, counts, completedPerMinute, oldestWaitingSeconds } = stats;
  const minutes = completedPerMinute.length;
  const data = completedPerMinute.map((value, index) => ({ label: String(minutes - 1 - index), value }));
  const completedInHour = completedPerMinute.reduce((sum, value) => sum + value, 0);
  return (
    <Card as="section" className="admin-panel queue-card" aria-labelledby={`queue-${queue}`}>
      <Card.Body>
        <h2 id={`queue-${queue}`} className="h5 queue-card-name">
          {queue}
        </h2>
        <dl className="queue-counts">
          {STATES.map(({ key, label, tone }) => (
            <div key={key} className={`queue-count${tone && counts[key] > 0 ? ` queue-count-${tone}` : ''}`} data-testid={`${queue}-${key}`}>
              <dt>{label}</dt>
              <dd>{counts[key].toLocaleString()}</dd>
            </div>
          ))}
        </dl>
        <p className="queue-wait mb-3">
          Oldest waiting job:{' '}
          <strong data-testid={`${queue}-oldest`}>{oldestWaitingSeconds === null ? 'none waiting' : `${formatAge(oldestWaitingSeconds)} old`}</strong>
        </p>
        {completedInHour === 0 ? (
          <p className="text-body-secondary mb-0">No job completed in the last hour.</p>
        ) : (
          <BarChart
            title={`Completed per minute, last hour (${count(completedInHour, 'job')})`}
            data={data}
            formatValue={(value) => count(value, 'job')}
            formatLabel={minuteLabel}
          />
        )}
      </Card.Body>
    </Card>
  );
}
