import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSharedReading, hitShare, type SharedReading } from '#common/api/shares.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { sharedReadingQuery } from '#client/features/shares/api.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { Component as AppSharedReadingPage } from './app-shared-reading-page.tsx';
import { Component as SharedReadingPage } from './shared-reading-page.tsx';

const PUBLIC_PATTERN = '/shared_reading/:readingId/:uuid';
const APP_PATTERN = '/app/main/shared_reading/:readingId/:uuid';

/** Renders a page in StrictMode, as main.tsx does, so effects run twice on mount; `loaded` is already in the query cache. */
function open(Page: ComponentType, pattern: string, path: string, loaded?: SharedReading) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (loaded) queryClient.setQueryData(sharedReadingQuery('r1', 'link-key').queryKey, loaded);
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient };
}

async function sharedReading(): Promise<SharedReading> {
  const reading = await buildReading({ id: 'r1', status: 'SAVED', saved: true, question: 'Where is my path leading?' });
  reading.clarifiers = [
    {
      position: 1,
      question: 'What helps me most?',
      status: 'ACTIVE',
      summary: 'Patience opens the door.',
      selectedCards: [40],
      crossingCard: null,
      clarifierForAnswerUuid: 'answer-0',
      awnsers: [{ answerUuid: 'clarifier-answer', cardId: reading.shuffles[0]!.cardIds[40]!, reversed: false, text: 'Wait for the tide.' }],
    },
  ];
  return { id: 'share-1', vissibleTitle: 'A Gentle Turning', summary: 'Letting go.', createdAt: Date.now(), expires: null, reading };
}

/** Answers the link with the shared reading (a server failure while `state.failing`) and counts its view. */
async function mockShare(state = { failing: false }) {
  const shared = await sharedReading();
  return mockApi([
    [getSharedReading, () => (state.failing ? refusal(500, { error: 'internal', message: 'Boom' }) : shared)],
    [hitShare, { hitCount: 1 }],
  ]);
}

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('the public shared reading page', () => {
  it('shows the spread, the answers and the clarifiers under the owner’s visible title, with nothing of the owner’s actions', async () => {
    await mockShare();
    open(SharedReadingPage, PUBLIC_PATTERN, '/shared_reading/r1/link-key');
    expect(await screen.findByRole('heading', { level: 1, name: 'A Gentle Turning' })).toBeInTheDocument();
    expect(screen.getByText('Shared reading')).toBeInTheDocument();
    expect(screen.getByText('Never expires')).toBeInTheDocument();
    expect(screen.getByText('“Where is my path leading?”')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your cards' })).getAllByText(/^Answer number \d\.$/)).toHaveLength(3);
    expect(screen.getByText('Wait for the tide.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save to My Readings|Discard/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ask a clarifier/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Share this reading/)).not.toBeInTheDocument();
  });

  it('invites the visitor to a reading of their own', async () => {
    await mockShare();
    open(SharedReadingPage, PUBLIC_PATTERN, '/shared_reading/r1/link-key');
    expect(await screen.findByRole('link', { name: 'Get your own reading' })).toHaveAttribute('href', '/trdng');
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/login?mode=signup');
  });

  it('counts one view per page view however often the reading is fetched again', async () => {
    const api = await mockShare();
    const { queryClient } = open(SharedReadingPage, PUBLIC_PATTERN, '/shared_reading/r1/link-key');
    await screen.findByRole('heading', { level: 1, name: 'A Gentle Turning' });
    await vi.waitFor(() => expect(api.requests(hitShare).length).toBe(1));
    await act(() => queryClient.refetchQueries());
    expect(api.requests(getSharedReading).length).toBeGreaterThanOrEqual(2);
    expect(api.requests(hitShare).length).toBe(1);
  });

  it('counts one view when the reading is at hand as the page mounts and StrictMode mounts it twice', async () => {
    const api = await mockShare();
    open(SharedReadingPage, PUBLIC_PATTERN, '/shared_reading/r1/link-key', await sharedReading());
    await screen.findByRole('heading', { level: 1, name: 'A Gentle Turning' });
    await vi.waitFor(() => expect(api.requests(hitShare).length).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.requests(hitShare).length).toBe(1);
  });

  it('shows a friendly not-found message in place for a dead link, without the Error dialog', async () => {
    const api = mockApi([[hitShare, { hitCount: 1 }]]);
    open(SharedReadingPage, PUBLIC_PATTERN, '/shared_reading/r1/link-key');
    expect(await screen.findByRole('heading', { name: 'This shared reading isn’t here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get your own reading' })).toHaveAttribute('href', '/trdng');
    expect(errorFlag.get()).toBe(false);
    expect(api.requests(hitShare)).toHaveLength(0);
  });

  it('offers to try again when the server fails, and shows the reading once it answers', async () => {
    const state = { failing: true };
    await mockShare(state);
    const user = userEvent.setup();
    open(SharedReadingPage, PUBLIC_PATTERN, '/shared_reading/r1/link-key');
    expect(await screen.findByRole('heading', { name: 'We couldn’t open this shared reading' })).toBeInTheDocument();
    state.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A Gentle Turning' })).toBeInTheDocument();
  });
});

describe('the shared reading inside the app', () => {
  it('shows the reading without the visitor’s invitation', async () => {
    await mockShare();
    open(AppSharedReadingPage, APP_PATTERN, '/app/main/shared_reading/r1/link-key');
    expect(await screen.findByRole('heading', { level: 1, name: 'A Gentle Turning' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get your own reading' })).not.toBeInTheDocument();
  });

  it('goes to shared-reading-not-found for a dead link', async () => {
    mockApi([]);
    const { router } = open(AppSharedReadingPage, APP_PATTERN, '/app/main/shared_reading/r1/link-key');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/shared-reading-not-found'));
    expect(errorFlag.get()).toBe(false);
  });
});
