import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '#common/api/endpoint.ts';
import { type Clarifier, getReading, type Reading, readingEvents } from '#common/api/readings.ts';
import { POLL_MS } from '#client/features/readings/api.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { FakeEventSource, open, server } from './result-page-harness.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

/** A clarifier of the reading's first answer drawing the Star: being written unless told, with the sealed text once ACTIVE. */
const clarifier = (status: Clarifier['status']): Clarifier => ({
  id: 'clarifier-1',
  selectedCards: [4],
  crossingCard: null,
  awnsers: [{ answerUuid: 'c-1', cardId: '1-the-star', reversed: false, ...(status === 'ACTIVE' ? { text: 'The Star says: rest, then go.' } : {}) }],
  clarifierForAnswerUuid: 'answer-0',
  position: 1,
  status,
  question: 'Will the move feel like home?',
  ...(status === 'ACTIVE' ? { summary: 'Home comes slowly.' } : {}),
});

const withClarifier = (reading: Reading, status: Clarifier['status']): Reading => ({ ...reading, version: reading.version + 1, clarifiers: [clarifier(status)] });
const clarifierItem = () => screen.getByText('Clarifier 1').closest('li')!;
const readingFetches = (api: ReturnType<typeof server>) => api.requests(getReading).length;

describe('the result page while a clarifier is written', () => {
  it('streams the clarifier’s text into its item, without polling, and loads the sealed clarifier when the stream ends', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    // Fake from the start, so a refetch interval set up on the first load is one this test can run down.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'], shouldAdvanceTime: true });
    const reading = await buildReading();
    const fetchMock = server(withClarifier(reading, 'QUEUED'));
    open('reading-1');
    expect(await screen.findByText('“Will the move feel like home?”')).toBeInTheDocument();
    const source = FakeEventSource.last!;
    expect(source.url).toBe(endpointUrl(readingEvents, { id: 'clarifier-1' }));

    source.emit({ status: 'QUEUED' });
    source.emit({ status: 'GENERATING' });
    source.emit({ status: 'GENERATING', partial: { summary: 'Home comes', answers: [{ index: 0, text: 'The Star says: rest' }] } });
    const item = clarifierItem();
    expect(within(item).getByText('Home comes')).toBeInTheDocument();
    expect(within(item).getByText('The Star says: rest')).toBeInTheDocument();
    // Still face down until the clarifier is sealed.
    expect(within(item).getByText('Being written…')).toBeInTheDocument();
    expect(item).toHaveAttribute('aria-busy', 'true');

    // The stream carries it: however long it takes, the page does not fetch the reading again meanwhile.
    const fetchesWhileStreaming = readingFetches(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(readingFetches(fetchMock)).toBe(fetchesWhileStreaming);

    server(withClarifier(reading, 'ACTIVE'));
    source.emit({ status: 'ACTIVE' });
    expect(source.closed).toBe(true);
    expect(await screen.findByText('The Star says: rest, then go.')).toBeInTheDocument();
    expect(screen.getByText('Home comes slowly.')).toBeInTheDocument();
    expect(screen.queryByText('Being written…')).not.toBeInTheDocument();
    expect(within(clarifierItem()).getByRole('img', { name: /The Star/ })).toBeInTheDocument();
  });

  it('polls the reading instead when the clarifier’s stream fails', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const reading = await buildReading();
    server(withClarifier(reading, 'GENERATING'));
    open('reading-1');
    await screen.findByText('Being written…');
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    act(() => FakeEventSource.last!.listeners.get('error')?.forEach((listener) => listener(new MessageEvent('error'))));
    expect(FakeEventSource.last!.closed).toBe(true);
    const afterFailure = server(withClarifier(reading, 'ACTIVE'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(readingFetches(afterFailure)).toBeGreaterThan(0);
    // Query updates are delivered on a timer, which is still fake here: waitFor moves it along.
    await vi.waitFor(() => expect(screen.getByText('The Star says: rest, then go.')).toBeInTheDocument());
  });
});
