import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Clarifier, deleteActiveReading, type Reading } from '#common/api/readings.ts';
import { endpointUrl } from '#common/api/endpoint.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { open, server } from './result-page-harness.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const calledPaths = (api: ReturnType<typeof server>) => api.fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('the result page of a reading the safe answer replaced', () => {
  const safety = safeAnswer({ concern: 'self', language: 'en' });
  const replaced = async (changes: Partial<Reading> = {}): Promise<Reading> => ({ ...(await buildReading()), safety, ...changes });

  it('shows the help card instead of the reading, with nothing to save, share or check, and refreshes the gems it gave back', async () => {
    server(await replaced());
    const { queryClient } = open('reading-1');
    queryClient.setQueryData(POINTS_QUERY_KEY, pointsRecord(25));
    expect(await screen.findByRole('heading', { level: 1, name: safety.title })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Talk to someone now' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'The spread' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your cards' })).not.toBeInTheDocument();
    expect(screen.queryByText('The Turning Tide')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Share|Discard/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Verify this draw')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new reading' })).toHaveAttribute('href', '/app/main/reading');
    expect(queryClient.getQueryState(POINTS_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('Close discards the active reading and goes to Start Reading', async () => {
    const fetchMock = server(await replaced(), [[deleteActiveReading, { success: true }]]);
    const user = userEvent.setup();
    const { router } = open('active');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading'));
    expect(calledPaths(fetchMock)).toContain(endpointUrl(deleteActiveReading));
  });

  it('offers no Close for a saved reading that is not the active one: only a new reading', async () => {
    server(await replaced({ status: 'SAVED', saved: true }));
    open('reading-1');
    expect(await screen.findByRole('heading', { level: 1, name: safety.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new reading' })).toBeInTheDocument();
  });
});

describe('a clarifier the safe answer replaced', () => {
  it('shows a compact help card under its question instead of its card and text, leaving the reading as it was', async () => {
    const safety = safeAnswer({ concern: 'self', language: 'es' });
    const clarifier: Clarifier = {
      id: 'clarifier-1',
      selectedCards: [4],
      crossingCard: null,
      awnsers: [{ answerUuid: 'c-1', cardId: '1-the-star', reversed: false, text: 'What the model wrote.' }],
      clarifierForAnswerUuid: 'answer-0',
      position: 1,
      status: 'ACTIVE',
      question: 'quiero morir',
      summary: 'What the model made of it.',
      safety,
    };
    server({ ...(await buildReading()), version: 2, clarifiers: [clarifier] });
    open('reading-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' })).toBeInTheDocument();
    const item = screen.getByText('Clarifier 1').closest('li')!;
    expect(within(item).getByText('“quiero morir”')).toBeInTheDocument();
    expect(within(item).getByRole('heading', { level: 3, name: safety.title })).not.toHaveFocus();
    expect(within(item).getByRole('heading', { level: 4, name: 'Habla con alguien ahora' })).toBeInTheDocument();
    expect(within(item).getAllByRole('link', { name: /^Llamar al / }).length).toBeGreaterThan(0);
    expect(within(item).queryByText('What the model wrote.')).not.toBeInTheDocument();
    expect(within(item).queryByText('What the model made of it.')).not.toBeInTheDocument();
    expect(within(item).queryByText('The Star')).not.toBeInTheDocument();
  });
});
