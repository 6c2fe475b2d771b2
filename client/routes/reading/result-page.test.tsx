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

function server(reading: Reading | null, extra: Record<string, { status?: number; body: unknown }> = {}) {
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

/** The spread figure of the page. */
const spread = () => screen.getByRole('figure', { name: 'The spread' });
/** The answers of the reading on screen, in order. */
const answerItems = () => within(screen.getByRole('list', { name: 'Your cards' })).getAllByRole('listitem');

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

  it('turns each card face up as its part of the reading arrives, not before', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queued = await buildReading({ status: 'QUEUED', queuePosition: 1 });
    server(queued);
    open('reading-1');
    await screen.findByText('You are number 1 in the queue');
    const names = queued.spread.awnsers.map((answer) => parseDeckCardId(answer.cardId)!.card.name);

    FakeEventSource.last!.emit({ status: 'GENERATING', partial: { title: 'The Quiet Harbour', answers: [{ index: 0, text: 'The past holds' }] } });
    expect(within(answerItems()[0]!).getByRole('heading', { name: new RegExp(`^${names[0]}`) })).toBeInTheDocument();
    expect(within(answerItems()[1]!).getByRole('heading', { name: 'Still face down' })).toBeInTheDocument();
    expect(answerItems()[2]).not.toHaveTextContent(names[2]!);
    // Only the card whose text has begun is face up and can be chosen; it turns over, having been seen face down.
    expect(within(spread()).getAllByRole('button')).toHaveLength(1);
    expect(within(spread()).getByRole('button')).toHaveClass('spread-slot-turn');
    expect(within(spread()).queryByRole('img', { name: new RegExp(names[1]!) })).not.toBeInTheDocument();

    FakeEventSource.last!.emit({ status: 'GENERATING', partial: { answers: [{ index: 1, text: 'Now' }] } });
    expect(within(answerItems()[1]!).getByRole('heading', { name: new RegExp(`^${names[1]}`) })).toBeInTheDocument();
    expect(within(spread()).getAllByRole('button')).toHaveLength(2);
    expect(within(answerItems()[2]!).getByRole('heading', { name: 'Still face down' })).toBeInTheDocument();
  });

  it('shows a finished reading face up at once, with no card turning', async () => {
    server(await buildReading({ status: 'ACTIVE' }));
    open('reading-1');
    await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' });
    const buttons = within(screen.getByRole('figure', { name: 'The spread' })).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).not.toHaveClass('spread-slot-turn');
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
    server(null, { '/v1/reading/get_reading/no-such-id': { status: 404, body: { error: 'not_found', message: 'No such reading' } } });
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


const openAt = (position: string) => renderPage(ResultPage, { pattern: PATTERN, path: `/app/main/reading/result/reading-1/${position}` });

describe('The result route’s position and spreadCount parameters are ignored', () => {
  it('opening …/result/{id}/2 brings the third answer into view and focus', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    server(await buildReading());
    openAt('2');
    await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' });
    const third = answerItems()[2]!;
    await vi.waitFor(() => expect(third).toHaveFocus());
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(scrolled.mock.contexts).toContain(third);
    expect(answerItems()[0]).not.toHaveAttribute('aria-current');
    scrolled.mockRestore();
  });

  it('falls back to the first card, without an error, for a position the reading does not have', async () => {
    server(await buildReading());
    const { router } = openAt('7');
    await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' });
    await vi.waitFor(() => expect(answerItems()[0]).toHaveFocus());
    expect(answerItems()[0]).toHaveAttribute('aria-current', 'true');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/reading-1/0/3'));
    expect(errorFlag.get()).toBe(false);
  });

  it('replaces the URL (no new history entry) when another card of the spread is chosen', async () => {
    const reading = await buildReading();
    server(reading);
    const user = userEvent.setup();
    const { router } = open();
    await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' });
    const present = parseDeckCardId(reading.spread.awnsers[1]!.cardId)!.card.name;
    await user.click(within(screen.getByRole('figure', { name: 'The spread' })).getByRole('button', { name: new RegExp(`^2\\. Present: ${present}`) }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/reading-1/1/3'));
    expect(router.state.historyAction).toBe('REPLACE');
    await vi.waitFor(() => expect(answerItems()[1]).toHaveFocus());
  });
});

describe('‘Card not found in deck’ and the ‘Error loading reading’ fallback exist but nothing calls them', () => {
  it('says a card of this reading is not in its deck, instead of crashing, when an answer names an unknown card', async () => {
    const honest = await buildReading();
    const broken: Reading = {
      ...honest,
      spread: { ...honest.spread, awnsers: honest.spread.awnsers.map((answer, index) => (index === 1 ? { ...answer, cardId: '1-the-comet' } : answer)) },
    };
    server(broken);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'A card of this reading is not in its deck' })).toBeInTheDocument();
    expect(screen.getByText('Card not found in deck')).toBeInTheDocument();
  });

  it('says so too when the shuffle names a card of another deck', async () => {
    const honest = await buildReading();
    const cardIds = honest.shuffles[0]!.cardIds.map((id, index) => (index === 40 ? id.replace(/^1-/, '2-') : id));
    server({ ...honest, shuffles: [{ ...honest.shuffles[0]!, cardIds }] });
    open();
    expect(await screen.findByText('Card not found in deck')).toBeInTheDocument();
  });
});

describe('The reading form’s favorites and notify preferences are stored but do nothing', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('marks the favorite cards with a heart and says how many came up, when favorites is on', async () => {
    localStorage.setItem('readingPreferences', JSON.stringify({ favorites: true }));
    const reading = await buildReading();
    const [first, , third] = reading.spread.awnsers;
    server(reading, { '/api/decks/get': { body: { decks: [], favorites: [first!.cardId, third!.cardId, '1-the-star'] } } });
    open();
    expect(await screen.findByText('2 of your favorite cards came up')).toBeInTheDocument();
    const answers = answerItems();
    expect(within(answers[0]!).getByRole('img', { name: 'Favorite card' })).toBeInTheDocument();
    expect(within(answers[1]!).queryByRole('img', { name: 'Favorite card' })).not.toBeInTheDocument();
    expect(within(answers[2]!).getByRole('img', { name: 'Favorite card' })).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'The spread' })).getAllByRole('img', { name: 'Favorite card' })).toHaveLength(2);
  });

  it('marks nothing, and does not ask for the decks, when favorites is off', async () => {
    const reading = await buildReading();
    const routes = server(reading, { '/api/decks/get': { body: { decks: [], favorites: [reading.spread.awnsers[0]!.cardId] } } });
    open();
    await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' });
    expect(screen.queryByRole('img', { name: 'Favorite card' })).not.toBeInTheDocument();
    expect(routes.mock.calls.some(([url]) => String(url).startsWith('/api/decks/get'))).toBe(false);
  });

  it('shows a system notification when the awaited reading is ready while the page is hidden; clicking it opens the reading', async () => {
    localStorage.setItem('readingPreferences', JSON.stringify({ notify: true }));
    vi.stubGlobal('EventSource', FakeEventSource);
    const shown: { title: string; options: NotificationOptions; click: () => void; closed: boolean }[] = [];
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string, options: NotificationOptions) {
        shown.push({ title, options, click: () => this.listener?.(), closed: false });
      }
      listener: (() => void) | null = null;
      addEventListener(_type: string, listener: () => void) {
        this.listener = listener;
      }
      close() {
        shown.at(-1)!.closed = true;
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const routes = server(await buildReading({ status: 'GENERATING' }));
    const { router } = open('reading-1');
    await screen.findByText('Your reading is being written…');

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    const finished = await buildReading({ status: 'ACTIVE' });
    routes.mockImplementation(async () => new Response(JSON.stringify(finished), { headers: { 'Content-Type': 'application/json' } }));
    FakeEventSource.last!.emit({ status: 'ACTIVE' });
    await vi.waitFor(() => expect(screen.queryByText('Your reading is being written…')).not.toBeInTheDocument());

    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('Your reading is ready');
    expect(shown[0]!.options).toEqual({ body: 'The Turning Tide', tag: 'reading-1' });
    await router.navigate('/app/main/readings');
    act(() => shown[0]!.click());
    expect(focus).toHaveBeenCalled();
    expect(shown[0]!.closed).toBe(true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/reading-1/-1'));
    focus.mockRestore();
  });

  it('does not notify while the page is visible', async () => {
    localStorage.setItem('readingPreferences', JSON.stringify({ notify: true }));
    vi.stubGlobal('EventSource', FakeEventSource);
    const constructed = vi.fn();
    vi.stubGlobal('Notification', Object.assign(constructed, { permission: 'granted' }));
    const routes = server(await buildReading({ status: 'GENERATING' }));
    open('reading-1');
    await screen.findByText('Your reading is being written…');
    const finished = await buildReading({ status: 'ACTIVE' });
    routes.mockImplementation(async () => new Response(JSON.stringify(finished), { headers: { 'Content-Type': 'application/json' } }));
    FakeEventSource.last!.emit({ status: 'ACTIVE' });
    await vi.waitFor(() => expect(screen.queryByText('Your reading is being written…')).not.toBeInTheDocument());
    expect(constructed).not.toHaveBeenCalled();
  });
});
