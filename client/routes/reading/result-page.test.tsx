import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reading } from '#common/api/readings.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import { shuffleFromSeed } from '#common/domain/shuffle.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { pointsQuery } from '#client/features/points/api.ts';
import { hasActiveReadingQuery } from '#client/features/readings/api.ts';
import { buildReading, TEST_SEED } from '#client/features/readings/testing/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch, pointsRecord } from '#client/test/mock-fetch.ts';
import { Component as ResultPage } from './result-page.tsx';

const PATTERN = '/app/main/reading/result/:readingId/:clarifierPosition/:spreadCount?';

function server(reading: Reading | null, extra: Record<string, { body: unknown }> = {}) {
  return mockFetch({
    '/v1/reading/get_active_reading': { body: reading },
    [`/v1/reading/get_reading/${reading?.id ?? 'none'}`]: { body: reading },
    '/v1/reading/spread-types': { body: SPREAD_TYPES },
    '/v1/reading/can_save_reading': { body: { canSave: true } },
    '/v1/reading/has_active_reading': { body: { hasActiveReading: reading !== null } },
    '/v1/points/get': { body: pointsRecord(30) },
    ...extra,
  });
}

const open = (readingId = 'reading-1', state?: unknown) =>
  renderPage(ResultPage, { pattern: PATTERN, path: `/app/main/reading/result/${readingId}/-1`, state });

/** Picks for a three-card reading where the first card lies reversed and the second upright. */
async function mixedPicks(): Promise<number[]> {
  const { reversed } = await shuffleFromSeed(TEST_SEED);
  return [reversed.indexOf(true), reversed.indexOf(false), 50];
}

/** A stand-in for the browser's EventSource: the test emits the server's events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    act(() => this.listeners.get('progress')?.forEach((listener) => listener(new MessageEvent('progress', { data: JSON.stringify(data) }))));
  }
}

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('the result page', () => {
  it('lays out a three-card reading with its title, summary, positions, cards and answers', async () => {
    const reading = await buildReading({ selectedCards: await mixedPicks(), texts: ['Roots run deep.', 'Stand still.', 'Open the door.'] });
    server(reading);
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' })).toBeInTheDocument();
    expect(screen.getByText('A month of letting go and beginning again.')).toBeInTheDocument();
    expect(screen.getByText('“What should I focus on this month?”')).toBeInTheDocument();
    const answers = within(screen.getByRole('list', { name: 'Your cards' })).getAllByRole('listitem');
    expect(answers).toHaveLength(3);
    ['Past', 'Present', 'Future'].forEach((position, index) => {
      const answer = answers[index]!;
      const name = parseDeckCardId(reading.spread.awnsers[index]!.cardId)!.card.name;
      expect(answer).toHaveTextContent(position);
      expect(within(answer).getByRole('heading', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    });
    expect(answers[0]).toHaveTextContent('Roots run deep.');
    expect(within(answers[0]!).getByText('Reversed')).toBeInTheDocument();
    expect(within(answers[1]!).queryByText('Reversed')).not.toBeInTheDocument();
    expect(answers[2]).toHaveTextContent('Open the door.');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled());
  });

  it('shows the place in the queue while QUEUED, and refreshes the points', async () => {
    server(await buildReading({ status: 'QUEUED', queuePosition: 2 }));
    const { queryClient } = open('active');
    // The header's points, as loaded before the reading started.
    queryClient.setQueryData(pointsQuery.queryKey, pointsRecord(36));
    expect(await screen.findByText('You are number 2 in the queue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to My Readings' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(queryClient.getQueryState(pointsQuery.queryKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryData(hasActiveReadingQuery.queryKey)).toBe(true);
  });

  it('shows the reading as it streams in, then the finished reading', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queued = await buildReading({ status: 'QUEUED', queuePosition: 1 });
    const routes = server(queued);
    open('reading-1');
    expect(await screen.findByText('You are number 1 in the queue')).toBeInTheDocument();
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/v1/reading/events/reading-1');

    source.emit({ status: 'GENERATING', partial: { title: 'The Quiet Harbour', answers: [{ index: 0, text: 'The past holds' }] } });
    expect(screen.getByRole('heading', { level: 1, name: 'The Quiet Harbour' })).toBeInTheDocument();
    expect(screen.getByText('Your reading is being written…')).toBeInTheDocument();
    expect(screen.getByText('The past holds')).toBeInTheDocument();
    source.emit({ status: 'GENERATING', partial: { answers: [{ index: 0, text: 'The past holds steady.' }, { index: 1, text: 'Now' }] } });
    expect(screen.getByText('The past holds steady.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'The Quiet Harbour' })).toBeInTheDocument();

    const finished = await buildReading({ status: 'ACTIVE' });
    routes.mockImplementation(async () => new Response(JSON.stringify(finished), { headers: { 'Content-Type': 'application/json' } }));
    source.emit({ status: 'ACTIVE' });
    expect(source.closed).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' })).toBeInTheDocument();
    expect(screen.queryByText('Your reading is being written…')).not.toBeInTheDocument();
  });

  it('says the gems were refunded when the reading FAILED', async () => {
    server(await buildReading({ status: 'FAILED', cost: 6 }));
    const user = userEvent.setup();
    const { router } = open();
    expect(await screen.findByText('We couldn\'t write this reading — your 6 gems were refunded.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start again' }));
    expect(router.state.location.pathname).toBe('/app/main/reading');
  });

  it('sends an empty active reading to Start Reading', async () => {
    server(null);
    const { router } = open('active');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading'));
  });

  it('verifies an honest draw with ✓', async () => {
    const reading = await buildReading();
    server(reading);
    const user = userEvent.setup();
    open('reading-1', { commitment: reading.commitment });
    await user.click(await screen.findByText('Verify this draw'));
    expect(await screen.findByText('This draw checks out.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'passed' })).toHaveLength(1 + 2 + 3);
  });

  it('catches a tampered draw with ✗', async () => {
    const honest = await buildReading();
    // The server swapped the first card for another after the pick.
    const swapped = honest.shuffles[0]!.cardIds[60]!;
    const tampered: Reading = {
      ...honest,
      spread: { ...honest.spread, awnsers: honest.spread.awnsers.map((answer, index) => (index === 0 ? { ...answer, cardId: swapped } : answer)) },
    };
    server(tampered);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByText('Verify this draw'));
    expect(await screen.findByText('This draw does not check out.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'failed' })).toHaveLength(2);
  });

  it('catches a seed that does not match the commitment shown before the pick', async () => {
    const reading = await buildReading();
    server(reading);
    const user = userEvent.setup();
    open('reading-1', { commitment: '0'.repeat(64) });
    await user.click(await screen.findByText('Verify this draw'));
    expect(await screen.findByText('This draw does not check out.')).toBeInTheDocument();
  });
});
