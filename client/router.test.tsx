import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReading } from '#client/test/reading-fixture.ts';
import { errorFlag } from './lib/error-flag.ts';
import { mockFetch, pointsRecord, type CannedResponse } from './test/mock-fetch.ts';
import { QUIET_SHELL } from './test/quiet-shell.ts';
import { expectLocation, resetApp, startRouter as start } from './test/start-router.tsx';
import { testProfile } from './test/profile-fixture.ts';

const profile = testProfile();

function signedIn({ isAdmin = false, hasActive = false } = {}): Record<string, CannedResponse> {
  return {
    ...QUIET_SHELL,
    '/v1/profile/get': { body: profile },
    '/v1/encryption/status': { body: { hasKey: true, unlocked: true, hint: null, cacheKey: null } },
    '/v1/profile/is-admin': { body: { isAdmin } },
    '/v1/reading/has_active_reading': { body: { hasActiveReading: hasActive } },
    '/v1/points/get': { body: pointsRecord(20) },
  };
}

const signedOut: Record<string, CannedResponse> = {
  '/v1/profile/get': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Sign in' } },
  '/v1/encryption/status': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Sign in' } },
  '/api/auth/get-session': { body: null },
};

afterEach(async () => {
  await resetApp();
  vi.unstubAllGlobals();
});

describe('router', () => {
  it.each([['/'], ['/404'], ['/no/such/page'], ['/app/encryption/nope']])('sends %s to /demo', async (path) => {
    mockFetch({});
    const router = start(path);
    await expectLocation(router, '/demo');
    expect(await screen.findByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/login?mode=signup');
  });

  it('sends a signed-out visitor of the app to /login with next', async () => {
    mockFetch(signedOut);
    const router = start('/app/main/readings');
    await expectLocation(router, '/login?next=%2Fapp%2Fmain%2Freadings');
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
  });

  it('says a sign-in with a provider did not finish when better-auth sends the visitor back with an error', async () => {
    mockFetch(signedOut);
    start('/login?error=state_mismatch');
    expect(await screen.findByRole('alert')).toHaveTextContent("Signing in with that account didn't finish. Try again, or sign in with your email and password.");
    expect(screen.getByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the frame and Start Reading’s intro, but no page, while the gate waits for its answers', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    start('/app/main/reading');
    expect(await screen.findByText('Start a reading')).toBeVisible();
    expect(screen.getByText(/^Ask a question or keep it open/)).toBeVisible();
    expect(screen.getByText('Start Reading')).toHaveClass('app-title');
    // A picture only: nothing in it is announced, found by role or operable.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor of /login to the app', async () => {
    mockFetch({ ...signedIn(), '/api/auth/get-session': { body: { session: { id: 's' }, user: { id: 'u' } } } });
    const router = start('/login');
    await expectLocation(router, '/app/main/reading');
  });

  it('sends /app/main to the active result when a reading is active', async () => {
    mockFetch(signedIn({ hasActive: true }));
    const router = start('/app/main');
    await expectLocation(router, '/app/main/reading/result/active/-1');
  });

  it('sends unknown app paths to Start Reading when no reading is active', async () => {
    mockFetch(signedIn());
    const router = start('/app/main/no-such-page');
    await expectLocation(router, '/app/main/reading');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    // The menu can render before the points record arrives: wait for the 20.
    await waitFor(() => expect(screen.getByTestId('gem-count')).toHaveAccessibleName('20 gems'));
  });

  it.each([['admin'], ['queue/dashboard'], ['cache/dashboard']])('shows non-admins the not-allowed page at /app/main/%s', async (page) => {
    const fetchMock = mockFetch(signedIn());
    const router = start(`/app/main/${page}`);
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
    expect(screen.getByText('This page is for the app’s admins. Your account cannot open it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Start Reading' })).toHaveAttribute('href', '/app/main/reading');
    // The address stays, the header names the page shown, and no admin call is made.
    expect(router.state.location.pathname).toBe(`/app/main/${page}`);
    expect(screen.getByText('Not Allowed', { selector: '.app-title' })).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths.filter((path) => path.startsWith('/v1/admin'))).toEqual([]);
  });

  it('lets admins in', async () => {
    mockFetch(signedIn({ isAdmin: true }));
    const router = start('/app/main/cache/dashboard');
    expect(await screen.findByRole('heading', { name: 'Cache Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/main/cache/dashboard');
  });

  it('shows coins instead of gems on deck pages', async () => {
    mockFetch({ ...signedIn(), '/v1/points/get': { body: pointsRecord(20, 0, 9) } });
    start('/app/main/decks/2/cards');
    expect(await screen.findByTestId('coin-count')).toHaveAccessibleName('9 coins');
    expect(screen.queryByTestId('gem-count')).not.toBeInTheDocument();
  });

  it('renders every app page of docs/product.md#routes-at-a-glance', async () => {
    // A real shared reading: a missing one sends its page on to shared-reading-not-found, sometimes before the check below.
    const shared = { id: 'share-1', vissibleTitle: 'A Gentle Turning', summary: '', createdAt: 0, expires: null, reading: await buildReading({ id: 'r1', status: 'SAVED', saved: true }) };
    mockFetch({ ...signedIn({ isAdmin: true }), '/v1/share/get/r1/u1': { body: shared }, '/v1/share/hit/share-1': { body: { hitCount: 1 } } });
    const router = start('/app/main/reading');
    const pages = [
      'reading', 'reading/draw', 'reading/clarifier/draw', 'reading/result/r1/-1', 'reading/result/r1/0/3',
      'shared_reading/r1/u1', 'readings', 'shared-readings', 'bonus', 'bonus/4', 'bonus/draw', 'decks',
      'decks/1/details', 'decks/1/cards', 'gems', 'profile', 'messages', 'settings', 'shared-reading-not-found',
      'admin', 'queue/dashboard', 'cache/dashboard', 'reading/image',
    ];
    for (const page of pages) {
      await act(() => router.navigate(`/app/main/${page}`));
      await waitFor(() => expect(screen.getByRole('main')).not.toBeEmptyDOMElement());
      expect(router.state.location.pathname).toBe(`/app/main/${page}`);
    }
  });

  it('shows the Error dialog on public pages too', async () => {
    mockFetch({});
    start('/demo');
    await screen.findByRole('link', { name: 'Try a reading' });
    act(() => errorFlag.set(true));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'An error occurred while processing your request. Please try again.',
    );
  });
});
