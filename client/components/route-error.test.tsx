import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageError } from './route-error.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const Page = () => <p>The page</p>;

/** A layout with a header, and one page under it whose loader runs `load`, placed like the app's routes. */
function startApp(load: () => Promise<string>) {
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        hydrateFallbackElement: <p>Loading</p>,
        Component: () => (
          <>
            <header>Arcana header</header>
            <Outlet />
          </>
        ),
        children: [{ errorElement: <PageError />, children: [{ path: 'page', loader: load, Component: Page }] }],
      },
    ],
    { initialEntries: ['/app/page'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const goOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe('PageError', () => {
  it('moving between pages while offline keeps the layout, says the device is offline, and Try again loads the page', async () => {
    goOnline(false);
    const load = vi.fn<() => Promise<string>>(async () => Promise.reject(new TypeError('Failed to fetch')));
    startApp(load);
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs a connection to open. It opens by itself once you’re back online');
    expect(screen.getByText('Arcana header')).toBeInTheDocument();

    goOnline(true);
    load.mockResolvedValue('ok');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.getByText('Arcana header')).toBeInTheDocument();
  });

  it('offline, tries the page again by itself once the connection returns', async () => {
    goOnline(false);
    const load = vi.fn<() => Promise<string>>(async () => Promise.reject(new TypeError('Failed to fetch')));
    startApp(load);
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeInTheDocument();

    goOnline(true);
    load.mockResolvedValue('ok');
    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('says the server cannot be reached when a call does not arrive while online', async () => {
    goOnline(true);
    startApp(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Arcana’s server can’t be reached right now.');
  });

  it('says the page broke, with the error in the details, for a bug', async () => {
    goOnline(true);
    startApp(async () => Promise.reject(new RangeError('the cards ran out')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on this page.');
    expect(screen.getByText('RangeError: the cards ran out')).toBeInTheDocument();
    expect(screen.getByText('Arcana header')).toBeInTheDocument();
  });
});
