import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type CannedResponse } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { MainMenu } from './main-menu.tsx';

const MENU_ORDER = [
  'Start Reading',
  'Bonus Readings',
  'My Readings',
  'Insights',
  'Shared Readings',
  'View Decks',
  'Get More Gems',
  'Profile',
  'Messages',
  'Settings',
  'Logout',
];

function serve({ isAdmin = false, hasActive = false, bonus = 0, unread = 0 } = {}) {
  const special = { id: 1, flatCost: 3, title: 'Full Moon', description: 'd', cards: 1, positions: [{ name: 'The moon', meaning: 'm' }], availableUntil: null };
  const routes: Record<string, CannedResponse> = {
    '/v1/profile/is-admin': { body: { isAdmin } },
    '/v1/reading/has_active_reading': { body: { hasActiveReading: hasActive } },
    '/v1/special-reading/available': { body: { specialReadings: Array.from({ length: bonus }, (_, i) => ({ ...special, id: i })) } },
    '/v1/messages/unread/count': { body: { count: unread } },
  };
  return mockFetch(routes);
}

const linkTexts = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('MainMenu', () => {
  it('lists the items in the product’s order, without Admin for ordinary users', async () => {
    const fetchMock = serve();
    renderWithProviders(<MainMenu />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/v1/profile/is-admin', expect.anything()));
    await waitFor(() => expect(linkTexts()).toEqual(MENU_ORDER));
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('adds Admin last for admins', async () => {
    serve({ isAdmin: true });
    renderWithProviders(<MainMenu />);
    await waitFor(() => expect(linkTexts()).toEqual([...MENU_ORDER, 'Admin']));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/app/main/admin');
  });

  it('becomes View Reading, linking to the active result, with New reading beside it, when a reading is active', async () => {
    serve({ hasActive: true });
    renderWithProviders(<MainMenu />);
    const link = await screen.findByRole('link', { name: 'View Reading' });
    expect(link).toHaveAttribute('href', '/app/main/reading/result/active/-1');
    expect(screen.getByRole('link', { name: 'New reading' })).toHaveAttribute('href', '/app/main/reading');
    expect(linkTexts().slice(0, 3)).toEqual(['View Reading', 'New reading', 'Bonus Readings']);
    expect(screen.queryByRole('link', { name: 'Start Reading' })).not.toBeInTheDocument();
  });

  it('shows the bonus and unread badges only when above zero', async () => {
    serve({ bonus: 2, unread: 5 });
    renderWithProviders(<MainMenu />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).toHaveAccessibleDescription('5 unread'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Bonus Readings' })).toHaveAccessibleDescription('2 available'));
  });

  it('hides empty badges', async () => {
    const fetchMock = serve();
    renderWithProviders(<MainMenu />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(screen.getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-describedby');
  });

  it('makes Logout a full page navigation to the logout endpoint', () => {
    serve();
    renderWithProviders(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/v1/authentication/logout');
  });
});
