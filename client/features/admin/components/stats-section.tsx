import { useQuery } from '@tanstack/react-query';
import { BarChart } from '#client/components/bar-chart.tsx';
import { adminStatsQuery } from '../api.ts';
import { formatGenerationTime, formatStatsDay, formatTimingNote } from '../stats/format.ts';
import { SectionQuery } from './section-query.tsx';
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
      <SectionQuery query={stats} what="the numbers" placeholders={['4rem', '10rem']}>
        {(data) => (
          <>
            <dl className="admin-figures">
              <div>
                <dt>Users</dt>
                <dd>{data.users.toLocaleString()}</dd>
              </div>
              <div>
                <dt>Failed readings</dt>
                <dd>{data.failedReadings.toLocaleString()}</dd>
              </div>
              <div>
                <dt>Average time to write</dt>
                <dd className={data.averageGenerationSeconds === null ? 'admin-figure-none' : undefined}>
                  {formatGenerationTime(data.averageGenerationSeconds)}
                  {/* Readings may well have been started when none was timed (the chart counts them): say what was. */}
                  <small className="admin-figure-note fw-normal text-body-secondary">{formatTimingNote(data.averageGenerationSeconds, data.timedReadings)}</small>
                </dd>
              </div>
            </dl>
            {data.readingsPerDay.some(({ readings }) => readings > 0) ? (
              <BarChart
                title="Readings per day"
                data={data.readingsPerDay.map(({ day, readings }) => ({ label: day, value: readings }))}
                formatValue={(value) => value.toLocaleString()}
                formatLabel={formatStatsDay}
              />
            ) : (
              <p className="text-body-secondary mb-0">No reading was started in the last 30 days, so there is no chart yet.</p>
            )}
          </>
        )}
      </SectionQuery>
    </div>
  );
}
