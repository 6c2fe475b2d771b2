import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDecks } from '#common/api/decks.ts';
import type { Reading } from '#common/api/readings.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { answerItems, FakeEventSource, open, PATTERN, server } from './result-page-harness.tsx';
import { Component as ResultPage } from './result-page.tsx';

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
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
    server(reading, [[getDecks, { decks: [], favorites: [first!.cardId, third!.cardId, '1-the-star'] }]]);
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
    const routes = server(reading, [[getDecks, { decks: [], favorites: [reading.spread.awnsers[0]!.cardId] }]]);
    open();
    await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' });
    expect(screen.queryByRole('img', { name: 'Favorite card' })).not.toBeInTheDocument();
    expect(routes.fetch.mock.calls.some(([url]) => String(url).startsWith('/api/decks/get'))).toBe(false);
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
    routes.fetch.mockImplementation(async () => new Response(JSON.stringify(finished), { headers: { 'Content-Type': 'application/json' } }));
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
    routes.fetch.mockImplementation(async () => new Response(JSON.stringify(finished), { headers: { 'Content-Type': 'application/json' } }));
    FakeEventSource.last!.emit({ status: 'ACTIVE' });
    await vi.waitFor(() => expect(screen.queryByText('Your reading is being written…')).not.toBeInTheDocument());
    expect(constructed).not.toHaveBeenCalled();
  });
});
