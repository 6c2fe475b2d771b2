import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDueCheckIns } from '#common/api/journal.ts';
import type { Reading } from '#common/api/readings.ts';
import { dayLabel } from '#client/features/journal/dates.ts';
import { NoticeHost } from '#client/features/notices/components/notice-host.tsx';
import { NoticeContext } from '#client/features/notices/notice-context.ts';
import { createNoticeQueue } from '#client/features/notices/notice-queue.ts';
import { browserSeenNotices } from '#client/features/notices/seen-notices.ts';
import { readingQuery } from '#client/features/readings/api.ts';
import { mockApi } from '#client/test/mock-api.ts';
import { resetVisibility, setVisibility } from '#client/test/page-visibility.ts';
import { useDueCheckInNotices } from './due-check-in-notices.ts';

const MARCH_3 = new Date(2024, 2, 3, 9).getTime();
const DUE = new Date(2024, 3, 2, 9).getTime();

/** The app shell's part of it: the due check-ins fed to a notice queue whose host shows them, on any page. */
function Shell() {
  const [queue] = useState(() => createNoticeQueue({ isOn: () => true, turnOff: async () => undefined, seen: browserSeenNotices() }));
  return (
    <NoticeContext.Provider value={queue}>
      <Feed />
      <NoticeHost queue={queue} />
      <Where />
    </NoticeContext.Provider>
  );
}

function Feed() {
  useDueCheckInNotices();
  return null;
}

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function open(client = new QueryClient()) {
  const router = createMemoryRouter([{ path: '*', Component: Shell }], { initialEntries: ['/app/main/readings'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetVisibility();
});

describe('the due check-in notice', () => {
  it('asks how it turned out, naming no words of the reading, and its action opens the reading at #outcome', async () => {
    mockApi([[getDueCheckIns, { due: [{ readingId: 'r1', dueAt: DUE }] }]]);
    const user = open();
    const sheet = await screen.findByRole('region', { name: 'How did it turn out?' });
    expect(sheet).toHaveTextContent(`A reading you saved asked to check in on ${dayLabel(DUE)}.`);
    await user.click(screen.getByRole('link', { name: 'Say how it went' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/app/main/journal/r1#outcome');
  });

  it('says the day the reading was made when this tab already holds it', async () => {
    mockApi([[getDueCheckIns, { due: [{ readingId: 'r1', dueAt: DUE }] }]]);
    const client = new QueryClient();
    client.setQueryData(readingQuery('r1').queryKey, { id: 'r1', createdAt: MARCH_3 } as Reading);
    open(client);
    expect(await screen.findByText(`A reading you saved on ${dayLabel(MARCH_3)} asked to check in.`)).toBeInTheDocument();
  });

  it('asks again when the page comes back into view, and withdraws a check-in answered meanwhile', async () => {
    let due = [{ readingId: 'r1', dueAt: DUE }];
    const api = mockApi([[getDueCheckIns, () => ({ due })]]);
    open();
    expect(await screen.findByRole('region', { name: 'How did it turn out?' })).toBeInTheDocument();
    due = [];
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await vi.waitFor(() => expect(api.requests(getDueCheckIns)).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'How did it turn out?' })).not.toBeInTheDocument());
  });
});
