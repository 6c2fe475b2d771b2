import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '#common/api/endpoint.ts';
import { getReading, type Reading, readingEvents } from '#common/api/readings.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import { pointsQuery } from '#client/features/points/api.ts';
import { hasActiveReadingQuery } from '#client/features/readings/api.ts';
import { REVEAL_FIRST_MS, REVEAL_STEP_MS } from '#client/features/readings/face-up.ts';
import { markStarted } from '#client/features/readings/started-readings.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { refusal } from '#client/test/mock-api.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { answerItems, FakeEventSource, faceUpCards, mixedPicks, open, server, spread } from './result-page-harness.tsx';

afterEach(() => {
  vi.useRealTimers();
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
    expect(source.url).toBe(endpointUrl(readingEvents, { id: 'reading-1' }));

    source.emit({ status: 'GENERATING', partial: { title: 'The Quiet Harbour', answers: [{ index: 0, text: 'The past holds' }] } });
    // The title waits for the last card: it often names them.
    expect(screen.getByRole('heading', { level: 1, name: 'Your cards are turning' })).toBeInTheDocument();
    expect(screen.getByText('Your reading is being written…')).toBeInTheDocument();
    expect(await screen.findByText('The past holds')).toBeInTheDocument();
    source.emit({ status: 'GENERATING', partial: { answers: [{ index: 0, text: 'The past holds steady.' }, { index: 1, text: 'Now' }] } });
    expect(screen.getByText('The past holds steady.')).toBeInTheDocument();
    expect(screen.queryByText('The Quiet Harbour')).not.toBeInTheDocument();

    const finished = await buildReading({ status: 'ACTIVE' });
    routes.fetch.mockImplementation(async () => new Response(JSON.stringify(finished), { headers: { 'Content-Type': 'application/json' } }));
    source.emit({ status: 'ACTIVE' });
    expect(source.closed).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Your reading is being written…')).not.toBeInTheDocument();
  });

  it('turns each card face up once its part of the reading has arrived and its turn has come, not before', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queued = await buildReading({ status: 'QUEUED', queuePosition: 1 });
    server(queued);
    open('reading-1');
    await screen.findByText('You are number 1 in the queue');
    const names = queued.spread.awnsers.map((answer) => parseDeckCardId(answer.cardId)!.card.name);
    vi.useFakeTimers();

    FakeEventSource.last!.emit({ status: 'GENERATING', partial: { title: 'The Quiet Harbour', answers: [{ index: 0, text: 'The past holds' }] } });
    // A breath first, so the first card is seen face down before it turns.
    expect(faceUpCards()).toEqual([false, false, false]);
    act(() => vi.advanceTimersByTime(REVEAL_FIRST_MS));
    expect(within(answerItems()[0]!).getByRole('heading', { name: new RegExp(`^${names[0]}`) })).toBeInTheDocument();
    expect(within(answerItems()[1]!).getByRole('heading', { name: 'Still face down' })).toBeInTheDocument();
    expect(answerItems()[2]).not.toHaveTextContent(names[2]!);
    // Only the card whose text has begun is face up and can be chosen; it turns over in place, and the others keep
    // their faces out of the page.
    expect(within(spread()).getAllByRole('button')).toHaveLength(1);
    expect(spread().querySelectorAll('.card-flip-up')).toHaveLength(1);
    expect(within(spread()).queryByRole('img', { name: new RegExp(names[1]!) })).not.toBeInTheDocument();
    expect(spread()).not.toHaveTextContent(names[1]!);

    // The second card's text comes at once, but its turn only after a pause.
    FakeEventSource.last!.emit({ status: 'GENERATING', partial: { answers: [{ index: 1, text: 'Now' }] } });
    expect(within(answerItems()[1]!).getByRole('heading', { name: 'Still face down' })).toBeInTheDocument();
    expect(answerItems()[1]).not.toHaveTextContent('Now');
    act(() => vi.advanceTimersByTime(REVEAL_STEP_MS));
    expect(within(answerItems()[1]!).getByRole('heading', { name: new RegExp(`^${names[1]}`) })).toBeInTheDocument();
    expect(within(answerItems()[1]!).getByText('Now')).toHaveClass('answer-text-arrive');
    expect(within(spread()).getAllByRole('button')).toHaveLength(2);
    // Its turn has long come, but its text has not.
    act(() => vi.advanceTimersByTime(REVEAL_STEP_MS * 4));
    expect(within(answerItems()[2]!).getByRole('heading', { name: 'Still face down' })).toBeInTheDocument();
    FakeEventSource.last!.emit({ status: 'GENERATING', partial: { answers: [{ index: 2, text: 'Later' }] } });
    act(() => vi.advanceTimersByTime(0));
    expect(within(answerItems()[2]!).getByRole('heading', { name: new RegExp(`^${names[2]}`) })).toBeInTheDocument();
  });

  it('reveals a watched reading that arrives all at once card by card: 1, then 2, then 3', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queued = await buildReading({ status: 'QUEUED', queuePosition: 1 });
    server(queued);
    open('reading-1');
    await screen.findByText('You are number 1 in the queue');
    vi.useFakeTimers();

    FakeEventSource.last!.emit({
      status: 'GENERATING',
      partial: { title: 'The Quiet Harbour', answers: ['First.', 'Second.', 'Third.'].map((text, index) => ({ index, text })) },
    });
    expect(faceUpCards()).toEqual([false, false, false]);
    act(() => vi.advanceTimersByTime(REVEAL_FIRST_MS));
    expect(faceUpCards()).toEqual([true, false, false]);
    act(() => vi.advanceTimersByTime(REVEAL_STEP_MS - 1));
    expect(faceUpCards()).toEqual([true, false, false]);
    act(() => vi.advanceTimersByTime(1));
    expect(faceUpCards()).toEqual([true, true, false]);
    expect(screen.queryByText('Third.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REVEAL_STEP_MS));
    expect(faceUpCards()).toEqual([true, true, true]);
    expect(screen.getByText('Third.')).toHaveClass('answer-text-arrive');
  });

  it('reveals a reading this tab just started card by card, even when it is written before the page first loads it', async () => {
    markStarted('reading-1');
    server(await buildReading({ status: 'ACTIVE' }));
    open('reading-1');
    await screen.findByRole('heading', { level: 1, name: 'Your cards are turning' });
    expect(faceUpCards()).toEqual([false, false, false]);
    // Real time here: the page's first load goes through the query client's own timers.
    await vi.waitFor(() => expect(faceUpCards()).toEqual([true, false, false]), { timeout: REVEAL_STEP_MS * 2 });
    await vi.waitFor(() => expect(faceUpCards()).toEqual([true, true, false]), { timeout: REVEAL_STEP_MS * 2 });
    await vi.waitFor(() => expect(faceUpCards()).toEqual([true, true, true]), { timeout: REVEAL_STEP_MS * 2 });
  });

  it('keeps the title, the summary and the actions for after the last card, and Skip shows everything at once', async () => {
    markStarted('reading-1');
    server(await buildReading({ status: 'ACTIVE' }));
    open('reading-1');
    await screen.findByRole('heading', { level: 1, name: 'Your cards are turning' });
    expect(screen.queryByText('A month of letting go and beginning again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to My Readings' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Skip the reveal' }));
    expect(faceUpCards()).toEqual([true, true, true]);
    expect(screen.getByRole('heading', { level: 1, name: 'The Turning Tide' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The cards together' })).toHaveTextContent('A month of letting go and beginning again.');
    expect(await screen.findByRole('button', { name: 'Save to My Readings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip the reveal' })).not.toBeInTheDocument();
    // Skip is gone: focus goes on to the first answer rather than to nothing.
    expect(answerItems()[0]).toHaveFocus();
  });

  it('with reduced motion, shows a watched reading all at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('EventSource', FakeEventSource);
    server(await buildReading({ status: 'QUEUED', queuePosition: 1 }));
    open('reading-1');
    await screen.findByText('You are number 1 in the queue');
    FakeEventSource.last!.emit({
      status: 'GENERATING',
      partial: { title: 'The Quiet Harbour', answers: ['First.', 'Second.', 'Third.'].map((text, index) => ({ index, text })) },
    });
    expect(faceUpCards()).toEqual([true, true, true]);
    expect(screen.getByText('Third.')).toBeInTheDocument();
  });

  it('shows a finished reading face up at once, with no card turning', async () => {
    server(await buildReading({ status: 'ACTIVE', texts: ['First.', 'Second.', 'Third.'] }));
    open('reading-1');
    await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' });
    const buttons = within(screen.getByRole('figure', { name: 'The spread' })).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(spread().querySelectorAll('.card-flip-up')).toHaveLength(3);
    expect(faceUpCards()).toEqual([true, true, true]);
    for (const text of ['First.', 'Second.', 'Third.']) expect(screen.getByText(text)).not.toHaveClass('answer-text-arrive');
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

  it('opening a reading link that does not exist shows the friendly message and no error dialog', async () => {
    server(null, [[getReading, refusal(404, { error: 'not_found', message: 'No such reading' })]]);
    open('no-such-id');
    expect(await screen.findByRole('heading', { name: 'We couldn’t open this reading' })).toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
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
