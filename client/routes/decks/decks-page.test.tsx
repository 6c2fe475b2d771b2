import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deckServer } from '#client/features/decks/test/decks-fixture.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { resetApp, startRouter } from '#client/test/start-router.tsx';

afterEach(async () => {
  await resetApp();
  vi.unstubAllGlobals();
});

// Each test renders the whole app with SVG card art: slow on a busy machine.
describe('the deck list', { timeout: 20_000 }, () => {
  it('shows every deck: free, or locked with its price, with links to its cards and details', async () => {
    mockFetch(deckServer({ coins: 9 }));
    startRouter('/app/main/decks');
    const gilded = await screen.findByRole('article', { name: 'Gilded' }, { timeout: 5000 });
    expect(gilded).toHaveTextContent('Free');
    expect(within(gilded).queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
    expect(within(gilded).getByRole('link', { name: 'View cards of the Gilded deck' })).toHaveAttribute('href', '/app/main/decks/1/cards');
    expect(within(gilded).getByRole('link', { name: 'Details of the Gilded deck' })).toHaveAttribute('href', '/app/main/decks/1/details');

    const celestial = screen.getByRole('article', { name: 'Celestial' });
    expect(within(celestial).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(celestial).toHaveTextContent('100 coins');
    expect(screen.getByRole('article', { name: 'Ink' })).toHaveTextContent('70 coins');
    expect(await screen.findByTestId('coin-count')).toHaveAccessibleName('9 coins');
  });
});
