import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminStats, getAdminStats } from '#common/api/admin.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { formatStatsDay } from '../stats/format.ts';
import { renderSection } from '../test/render-section.tsx';
import { StatsSection } from './stats-section.tsx';

const STATS: AdminStats = {
  users: 1204,
  readingsPerDay: [
    { day: '2026-11-01', readings: 3 },
    { day: '2026-11-02', readings: 0 },
    { day: '2026-11-03', readings: 7 },
  ],
  failedReadings: 2,
  averageGenerationSeconds: 0.42,
  timedReadings: 9,
};

afterEach(() => {
  errorFlag.set(false);
  vi.unstubAllGlobals();
});

describe('StatsSection', () => {
  it('shows the headline numbers and the readings of each day', async () => {
    mockApi([[getAdminStats, STATS]]);
    const { container } = renderSection(<StatsSection />);
    const section = within(container);
    expect(await section.findByText('Users')).toBeInTheDocument();
    expect(section.getByText('Users').nextElementSibling).toHaveTextContent((1204).toLocaleString());
    expect(section.getByText('Failed readings').nextElementSibling).toHaveTextContent('2');
    expect(section.getByText('Average time to write').nextElementSibling).toHaveTextContent(/^420 ms.*over 9 readings started in these 30 days/);

    const chart = section.getByRole('figure', { name: /Readings per day/ });
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([`${formatStatsDay('2026-11-01')}3`, `${formatStatsDay('2026-11-02')}0`, `${formatStatsDay('2026-11-03')}7`]);
  });

  it('says when no reading was timed, without contradicting the readings the chart counts', async () => {
    mockApi([[getAdminStats, { ...STATS, averageGenerationSeconds: null, timedReadings: 0 }]]);
    const { container } = renderSection(<StatsSection />);
    const figure = (await within(container).findByText('Average time to write')).nextElementSibling;
    expect(figure).toHaveTextContent(/^Not measured/);
    expect(figure).toHaveTextContent('none written so far');
    expect(screen.queryByText(/No readings/)).not.toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Readings per day/ })).toBeInTheDocument();
  });

  it('says there is nothing to chart instead of drawing an empty one', async () => {
    mockApi([[getAdminStats, { ...STATS, readingsPerDay: STATS.readingsPerDay.map((day) => ({ ...day, readings: 0 })) }]]);
    renderSection(<StatsSection />);
    expect(await screen.findByText('No reading was started in the last 30 days, so there is no chart yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the numbers cannot be loaded', async () => {
    mockApi([[getAdminStats, refusal(403, { error: 'forbidden', message: 'Only admins can do this.' })]]);
    renderSection(<StatsSection />);
    expect(await screen.findByText(/The numbers could not be loaded\. Only admins can do this\./)).toBeInTheDocument();
  });
});
