import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decksResponse, deckServer } from '#client/features/decks/test/decks-fixture.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch, pointsRecord, type CannedResponse } from '#client/test/mock-fetch.ts';
import { resetApp, startRouter } from '#client/test/start-router.tsx';

beforeEach(() => errorFlag.set(false));

afterEach(async () => {
  await resetApp();
  vi.unstubAllGlobals();
});

const unlockButton = () => screen.getByRole('button', { name: 'Unlock for 100 coins' });

// Each test renders the whole app with SVG card art: slow on a busy machine.
describe('the deck details page', { timeout: 20_000 }, () => {
  it('tells the story of a deck, with its price, its sample cards and a link to all of them', async () => {
    mockFetch(deckServer());
    startRouter('/app/main/decks/2/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Celestial' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Each card of the Celestial deck is a patch of night sky/)).toBeInTheDocument();
    expect(screen.getByText('100 coins')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sample cards' })).getAllByRole('img')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'View all 78 cards' })).toHaveAttribute('href', '/app/main/decks/2/cards');
  });

  it('disables Unlock and says why when the coins are short, with a way to get more', async () => {
    const fetchMock = mockFetch(deckServer({ coins: 50 }));
    startRouter('/app/main/decks/2/details');
    await screen.findByText('You need 50 more coins.', { exact: false }, { timeout: 5000 });
    expect(unlockButton()).toBeDisabled();
    expect(unlockButton()).toHaveAccessibleDescription(/You need 50 more coins/);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Get More Gems' })).toHaveAttribute('href', '/app/main/gems');
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.some((path) => path.includes('/api/decks/unlock'))).toBe(false);
  });

  it('unlocks after confirming, then refreshes the decks and the coins', async () => {
    const user = userEvent.setup();
    const server: Record<string, CannedResponse> = { ...deckServer({ coins: 130 }), '/api/decks/unlock/2': { body: { success: true, coins: 30 } } };
    const fetchMock = mockFetch(server);
    startRouter('/app/main/decks/2/details');
    await waitFor(() => expect(unlockButton()).toBeEnabled(), { timeout: 5000 });

    await user.click(unlockButton());
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the Celestial deck?' });
    expect(dialog).toHaveTextContent('This spends 100 of your 130 coins, leaving 30.');
    // What the server says once the deck is bought.
    server['/api/decks/get'] = { body: decksResponse({ unlocked: [2] }) };
    server['/v1/points/get'] = { body: pointsRecord(20, 0, 30) };
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for 100 coins' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The Celestial deck is yours.');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/decks/unlock/2');
    expect(await screen.findByTestId('coin-count')).toHaveAccessibleName('30 coins');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'View all 78 cards' })).toBeInTheDocument();
  });

  it('offers the free deck without a price or an Unlock button', async () => {
    mockFetch(deckServer());
    startRouter('/app/main/decks/1/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gilded' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unlock/ })).not.toBeInTheDocument();
  });

  it('says so, kindly, for a deck id that is not a number', async () => {
    mockFetch(deckServer());
    startRouter('/app/main/decks/celestial/details');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that deck' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
