import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { BarChart } from '#client/components/bar-chart.tsx';
import { adminStatsQuery } from '../api.ts';
import { formatGenerationTime, formatStatsDay } from '../stats/format.ts';
import { refusalMessage } from '../users/refusal.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the sections' styles, loaded with the admin page's chunk
import './sections.scss';

/**
 * The headline numbers of the last 30 days (docs/product.md#admins): users, failures, time to write, readings per day.
 * The admin page gives it its heading.
 */
export function StatsSection() {
  const stats = useQuery(adminStatsQuery);
  return (
    <div>
      {stats.isError ? (
        <Alert variant="danger" className="mb-0">
          The numbers could not be loaded. {refusalMessage(stats.error)}
        </Alert>
      ) : stats.data === undefined ? (
        <div role="status" className="placeholder-glow">
          <span className="visually-hidden">Loading the numbers…</span>
          <span className="placeholder col-12 mb-2" style={{ height: '4rem' }} aria-hidden="true" />
          <span className="placeholder col-12" style={{ height: '10rem' }} aria-hidden="true" />
        </div>
      ) : (
        <>
          <dl className="admin-figures">
            <div>
              <dt>Users</dt>
              <dd>{stats.data.users.toLocaleString()}</dd>
            </div>
            <div>
              <dt>Failed readings</dt>
              <dd>{stats.data.failedReadings.toLocaleString()}</dd>
            </div>
            <div>
              <dt>Average time to write</dt>
              <dd className={stats.data.averageGenerationSeconds === null ? 'admin-figure-none' : undefined}>
                {formatGenerationTime(stats.data.averageGenerationSeconds)}
              </dd>
            </div>
          </dl>
          {stats.data.readingsPerDay.some(({ readings }) => readings > 0) ? (
            <BarChart
              title="Readings per day"
              data={stats.data.readingsPerDay.map(({ day, readings }) => ({ label: day, value: readings }))}
              formatValue={(value) => value.toLocaleString()}
              formatLabel={formatStatsDay}
            />
          ) : (
            <p className="text-body-secondary mb-0">No reading was started in the last 30 days, so there is no chart yet.</p>
          )}
        </>
      )}
    </div>
  );
}
