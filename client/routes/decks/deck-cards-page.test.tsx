import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decksResponse, deckServer } from '#client/features/decks/test/decks-fixture.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { expectLocation, resetApp, startRouter } from '#client/test/start-router.tsx';

beforeEach(() => errorFlag.set(false));

afterEach(async () => {
  await resetApp();
  vi.unstubAllGlobals();
});

// Drawing up to 78 SVG cards in happy-dom can take longer than the default second.
const SLOW = { timeout: 5000 };
const grid = async () => screen.findByRole('list', { name: 'Cards' }, SLOW);
const cardsIn = (list: HTMLElement) => within(list).getAllByRole('button');
const calledPaths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

// Each test renders the whole app with SVG card art: slow on a busy machine.
describe('the deck cards page', { timeout: 20_000 }, () => {
  it('shows all 78 cards of a deck, each a button named after its card', async () => {
    mockFetch(deckServer());
    startRouter('/app/main/decks/1/cards');
    const list = await grid();
    // The first screens of cards come at once, the rest in a deferred render.
    await waitFor(() => expect(cardsIn(list)).toHaveLength(78), SLOW);
    expect(within(list).getByRole('button', { name: '0, The Fool' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'K, King of Pentacles' })).toBeInTheDocument();
    expect(screen.getByText('Showing 78 of 78 cards')).toBeInTheDocument();
    expect(screen.queryAllByRole('img', { name: 'Locked' })).toHaveLength(0);
  });

  it('filters by arcana and suit, keeping the filters in the URL', async () => {
    const user = userEvent.setup();
    mockFetch(deckServer());
    const router = startRouter('/app/main/decks/1/cards');
    const list = await grid();

    await user.click(screen.getByRole('radio', { name: 'Major' }));
    await waitFor(() => expect(cardsIn(list)).toHaveLength(22), SLOW);
    expect(screen.queryByRole('group', { name: 'Suit' })).not.toBeInTheDocument();
    await expectLocation(router, '/app/main/decks/1/cards?arcana=major');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(await screen.findByRole('radio', { name: 'Cups' }, SLOW));
    await waitFor(() => expect(cardsIn(list)).toHaveLength(14), SLOW);
    expect(within(list).getByRole('button', { name: 'A, Ace of Cups' })).toBeInTheDocument();
    await expectLocation(router, '/app/main/decks/1/cards?suit=cups');
  });

  it('shows only favorites when asked, and says so when there are none', async () => {
    const user = userEvent.setup();
    mockFetch(deckServer({ decks: decksResponse({ favorites: ['1-the-star', '1-ace-of-cups', '2-the-moon'] }) }));
    startRouter('/app/main/decks/1/cards?favorites=1');
    const list = await grid();
    expect(cardsIn(list).map((button) => button.getAttribute('aria-label'))).toEqual(['XVII, The Star', 'A, Ace of Cups']);
    expect(screen.getByRole('button', { name: 'Favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getAllByRole('img', { name: 'Favorite' })).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Major' }));
    await waitFor(() => expect(cardsIn(list)).toHaveLength(1));
  });

  it('has an empty state for no favorites', async () => {
    mockFetch(deckServer());
    startRouter('/app/main/decks/1/cards?favorites=1');
    expect(await screen.findByText('No favorites yet — tap the heart on a card')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cards' })).not.toBeInTheDocument();
  });

  it('opens a card: its art turns and its keywords and meaning switch between upright and reversed', async () => {
    const user = userEvent.setup();
    mockFetch(deckServer());
    const router = startRouter('/app/main/decks/1/cards');
    await user.click(within(await grid()).getByRole('button', { name: '0, The Fool' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Fool' }, SLOW);
    await expectLocation(router, '/app/main/decks/1/cards?card=the-fool');

    expect(within(dialog).getByRole('img', { name: 'The Fool' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('A first step taken with light luggage');
    expect(within(dialog).getByRole('list', { name: 'Keywords' })).toHaveTextContent('beginnings');
    expect(dialog).toHaveTextContent('Uranus');
    expect(dialog).toHaveTextContent('Air');
    expect(dialog).toHaveTextContent('Tier 1');

    await user.click(within(dialog).getByRole('radio', { name: 'Reversed' }));
    expect(within(dialog).getByRole('img', { name: 'The Fool, reversed' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('The leap is either held back by fear');
    expect(dialog).not.toHaveTextContent('A first step taken with light luggage');
    expect(within(dialog).getByRole('list', { name: 'Keywords' })).toHaveTextContent('hesitation');

    await user.click(within(dialog).getByRole('radio', { name: 'Upright' }));
    expect(dialog).toHaveTextContent('A first step taken with light luggage');
  });

  it('favorites and unfavorites a card through the right endpoints, at once', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      ...deckServer(),
      '/api/decks/favorite/1-the-fool': { body: { success: true } },
      '/api/decks/unfavorite/1-the-fool': { body: { success: true } },
    });
    startRouter('/app/main/decks/1/cards?card=the-fool');
    const dialog = await screen.findByRole('dialog', { name: 'The Fool' }, SLOW);

    await user.click(within(dialog).getByRole('button', { name: 'Add to favorites' }));
    expect(within(dialog).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('/api/decks/favorite/1-the-fool'));

    await user.click(within(dialog).getByRole('button', { name: 'Remove from favorites' }));
    expect(within(dialog).getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('/api/decks/unfavorite/1-the-fool'));
    expect(errorFlag.get()).toBe(false);
  });

  it('turns the heart back when the server refuses', async () => {
    const user = userEvent.setup();
    mockFetch({ ...deckServer(), '/api/decks/favorite/1-the-fool': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    startRouter('/app/main/decks/1/cards?card=the-fool');
    const dialog = await screen.findByRole('dialog', { name: 'The Fool' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false'));
    expect(errorFlag.get()).toBe(true);
  });

  it('locks every card of a locked deck and offers no favorites', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(deckServer({ coins: 500 }));
    startRouter('/app/main/decks/2/cards');
    const list = await grid();
    await waitFor(() => expect(within(list).getAllByRole('img', { name: 'Locked' })).toHaveLength(78), SLOW);
    expect(screen.getByText(/The Celestial deck is locked/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock for 100 coins' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Favorites' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'XVII, The Star' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Star' }, SLOW);
    expect(within(dialog).queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Unlock the Celestial deck to favorite its cards');
    expect(within(dialog).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((path) => path.includes('favorite'))).toEqual([]);
  });

  it('closes the detail with Back, returning to the grid', async () => {
    const user = userEvent.setup();
    mockFetch(deckServer());
    const router = startRouter('/app/main/decks/1/cards?arcana=major');
    await user.click(within(await grid()).getByRole('button', { name: 'I, The Magician' }));
    await screen.findByRole('dialog', { name: 'The Magician' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'The High Priestess' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expectLocation(router, '/app/main/decks/1/cards?arcana=major');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.historyAction).toBe('POP');
  });

  it('says so, kindly, for a deck that does not exist', async () => {
    mockFetch(deckServer());
    startRouter('/app/main/decks/42/cards');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that deck' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to decks' })).toHaveAttribute('href', '/app/main/decks');
  });
});
