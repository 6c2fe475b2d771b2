import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueDashboard, QueueStats } from '#common/api/admin-ops.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type CannedResponse, mockFetch } from '#client/test/mock-fetch.ts';
import { Component as QueueDashboardPage } from './queue-dashboard-page.tsx';

const STATS = '/v1/admin/queue/stats';
const FAILED_ID = '3f2c9a10-1b2c-4d5e-8f90-123456789abc';
const WAITING_ID = '7a6b5c4d-1111-4222-8333-444455556666';
const NOW = Date.now();

const generate: QueueStats = {
  queue: 'generate-reading',
  counts: { queued: 4, active: 2, retrying: 1, completed: 120, failed: 3, cancelled: 0 },
  // 60 minutes, oldest first: 5 jobs 59 minutes ago, 7 in this minute.
  completedPerMinute: [5, ...Array.from({ length: 58 }, () => 0), 7],
  oldestWaitingSeconds: 3 * 3600 + 5 * 60,
};
const ping: QueueStats = {
  queue: 'ping',
  counts: { queued: 0, active: 0, retrying: 0, completed: 60, failed: 0, cancelled: 0 },
  completedPerMinute: Array.from({ length: 60 }, () => 1),
  oldestWaitingSeconds: null,
};
const idle: QueueStats = {
  queue: 'purge',
  counts: { queued: 0, active: 0, retrying: 0, completed: 0, failed: 0, cancelled: 0 },
  completedPerMinute: Array.from({ length: 60 }, () => 0),
  oldestWaitingSeconds: null,
};
const dashboard = (overrides: Partial<QueueDashboard> = {}): QueueDashboard => ({
  queues: [generate, ping, idle],
  recentFailures: [{ id: FAILED_ID, queue: 'generate-reading', failedAt: NOW - 12 * 60_000, error: 'The model did not answer in time.' }],
  ...overrides,
});

function open(extra: Record<string, CannedResponse> = {}) {
  const fetchMock = mockFetch({ [STATS]: { body: dashboard() }, ...extra });
  renderPage(QueueDashboardPage, { pattern: '/app/main/queue/dashboard', path: '/app/main/queue/dashboard' });
  return fetchMock;
}

/** The calls to `path`, each as fetch was given it: input and init. */
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[][] =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
const queueCard = (name: string) => screen.getByRole('region', { name });
const form = () => screen.getByRole('form', { name: 'Cancel a waiting job' });

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('Queue dashboard: the figures', () => {
  it('shows each queue’s counts, its oldest wait and its throughput over the last hour', async () => {
    open();
    const card = await screen.findByRole('region', { name: 'generate-reading' });
    expect(within(card).getByTestId('generate-reading-queued')).toHaveTextContent('Queued4');
    expect(within(card).getByTestId('generate-reading-failed')).toHaveTextContent('Failed3');
    expect(within(card).getByTestId('generate-reading-failed')).toHaveClass('queue-count-danger');
    expect(within(card).getByTestId('generate-reading-oldest')).toHaveTextContent('3 h 5 min old');
    const chart = within(card).getByRole('figure', { name: /Completed per minute, last hour \(12 jobs\)/ });
    expect(within(chart).getByRole('row', { name: '59 min ago 5 jobs' })).toBeInTheDocument();
    expect(within(chart).getByRole('row', { name: 'This minute 7 jobs' })).toBeInTheDocument();
    expect(within(queueCard('ping')).getByTestId('ping-oldest')).toHaveTextContent('none waiting');
    expect(within(queueCard('ping')).getByTestId('ping-failed')).not.toHaveClass('queue-count-danger');
    // An idle hour says so instead of drawing an empty chart.
    expect(within(queueCard('purge')).getByText('No job completed in the last hour.')).toBeInTheDocument();
    expect(within(queueCard('purge')).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('lists the recent failures by short id, queue, time and error', async () => {
    open();
    const row = await screen.findByTestId(`failure-${FAILED_ID}`);
    expect(within(row).getByText('3f2c9a10')).toHaveAttribute('title', FAILED_ID);
    expect(within(row).getByText('generate-reading')).toBeInTheDocument();
    expect(within(row).getByText('12 min ago')).toBeInTheDocument();
    expect(within(row).getByText('The model did not answer in time.')).toBeInTheDocument();
  });

  it('says so when nothing failed', async () => {
    mockFetch({ [STATS]: { body: dashboard({ recentFailures: [] }) } });
    renderPage(QueueDashboardPage, { pattern: '/app/main/queue/dashboard', path: '/app/main/queue/dashboard' });
    expect(await screen.findByText('No job has failed lately.')).toBeInTheDocument();
  });

  it('reads the figures again on Refresh and says when they were read', async () => {
    const fetchMock = open();
    await screen.findByRole('region', { name: 'ping' });
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, STATS)).toHaveLength(2));
  });
});

describe('Queue dashboard: retrying a failed job', () => {
  const retryPath = `/v1/admin/queue/jobs/generate-reading/${FAILED_ID}/retry`;

  it('posts the retry, says the job runs again and reads the figures again', async () => {
    const fetchMock = open({ [retryPath]: { body: { queue: 'generate-reading', id: FAILED_ID, state: 'retry' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry job 3f2c9a10' }));
    expect(await screen.findByText('Job 3f2c9a10 (generate-reading) is queued to run again.')).toBeInTheDocument();
    expect((callsTo(fetchMock, retryPath)[0]?.[1] as RequestInit | undefined)?.method).toBe('POST');
    await vi.waitFor(() => expect(callsTo(fetchMock, STATS)).toHaveLength(2));
  });

  it('shows the server’s refusal in the row, without the Error dialog', async () => {
    const message = 'Its reading has already failed and been refunded: a retry would write nothing.';
    open({ [retryPath]: { status: 409, body: { error: 'job_state', message } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry job 3f2c9a10' }));
    const row = screen.getByTestId(`failure-${FAILED_ID}`);
    expect(await within(row).findByRole('alert')).toHaveTextContent(message);
    expect(within(row).getByRole('button', { name: 'Retry job 3f2c9a10' })).toHaveAccessibleDescription(message);
    expect(errorFlag.get()).toBe(false);
  });
});

describe('Queue dashboard: cancelling a waiting job', () => {
  const cancelPath = `/v1/admin/queue/jobs/generate-reading/${WAITING_ID}/cancel`;
  it('asks for a UUID before anything is sent', async () => {
    const fetchMock = open();
    await screen.findByRole('region', { name: 'ping' });
    await userEvent.type(within(form()).getByLabelText('Job id'), 'not-an-id');
    await userEvent.click(within(form()).getByRole('button', { name: 'Cancel job' }));
    expect(within(form()).getByText(/The job id must be a UUID/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/cancel'))).toHaveLength(0);
  });

  it('cancels the job in the chosen queue once confirmed', async () => {
    const fetchMock = open({ [cancelPath]: { body: { queue: 'generate-reading', id: WAITING_ID, state: 'cancelled' } } });
    await screen.findByRole('region', { name: 'ping' });
    expect(within(form()).getByLabelText('Queue')).toHaveValue('generate-reading');
    await userEvent.type(within(form()).getByLabelText('Job id'), WAITING_ID);
    await userEvent.click(within(form()).getByRole('button', { name: 'Cancel job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    expect(callsTo(fetchMock, cancelPath)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    expect(await screen.findByText('Job 7a6b5c4d (generate-reading) is cancelled.')).toBeInTheDocument();
    expect(callsTo(fetchMock, cancelPath)).toHaveLength(1);
    expect(within(form()).getByLabelText('Job id')).toHaveValue('');
  });

  it('shows the server’s refusal at the form', async () => {
    const message = 'Only a waiting job (queued or retrying) can be cancelled; this one is active.';
    open({ [cancelPath]: { status: 409, body: { error: 'job_state', message } } });
    await screen.findByRole('region', { name: 'ping' });
    await userEvent.type(within(form()).getByLabelText('Job id'), WAITING_ID);
    await userEvent.click(within(form()).getByRole('button', { name: 'Cancel job' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the job' }));
    expect(await within(form()).findByText(message)).toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
  });
});
