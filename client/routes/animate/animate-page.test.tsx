import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReading } from '#client/test/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch, type CannedResponse } from '#client/test/mock-fetch.ts';
import { Component as AnimatePage } from './animate-page.tsx';
import { testProfile } from '#client/test/profile-fixture.ts';

const profile = testProfile();
const unauthorized = { status: 401, body: { error: 'unauthorized', message: 'Sign in' } };

function signedIn(status: { hasKey: boolean; unlocked: boolean }, active: unknown = null): Record<string, CannedResponse> {
  return {
    '/v1/profile/get': { body: profile },
    '/v1/encryption/status': { body: { ...status, hint: null, cacheKey: null } },
    '/v1/reading/get_active_reading': { body: active },
  };
}
const unlocked = { hasKey: true, unlocked: true };

const open = () => renderPage(AnimatePage, { pattern: '/animate', path: '/animate' });

/** Makes the page see a system that asks for reduced motion. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => errorFlag.set(false));
});

describe('/animate', () => {
  it('turns the active reading’s cards face up one after another, with their positions and names', async () => {
    const reading = await buildReading();
    mockFetch(signedIn(unlocked, reading));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Your cards' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.animate-position')?.textContent)).toEqual(['1Past', '2Present', '3Future']);
    // Dealt face down, then turned in order: the last card waits for the others' turns.
    const last = cards[2]!.querySelector('.animate-name')!;
    expect(last.textContent).toBe('Face down');
    await vi.waitFor(() => expect(last.textContent).not.toBe('Face down'), { timeout: 10_000 });
    expect(cards.every((card) => card.querySelector('.card-flip-up') !== null)).toBe(true);
    expect(screen.getByRole('link', { name: 'Open the reading' })).toHaveAttribute('href', '/app/main/reading/result/active/-1');

    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(last.textContent).toBe('Face down');
    await vi.waitFor(() => expect(last.textContent).not.toBe('Face down'), { timeout: 10_000 });
  });

  it('shows every card at once, without a replay, when the system asks for reduced motion', async () => {
    preferReducedMotion();
    const reading = await buildReading();
    mockFetch(signedIn(unlocked, reading));
    open();
    const list = await screen.findByRole('list', { name: 'Your cards' });
    const names = within(list).getAllByRole('listitem').map((card) => card.querySelector('.animate-name')?.textContent);
    expect(names).not.toContain('Face down');
    expect(names).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
  });

  it('tells a signed-out visitor to sign in, without the Error dialog', async () => {
    mockFetch({ '/v1/profile/get': unauthorized, '/v1/encryption/status': unauthorized });
    open();
    expect(await screen.findByRole('heading', { name: 'Sign in to see your cards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fapp%2Fmain%2Freading%2Fresult%2Factive%2F-1');
    expect(errorFlag.get()).toBe(false);
  });

  it('sends a locked user to unlock, and one without a password to create it', async () => {
    mockFetch(signedIn({ hasKey: true, unlocked: false }));
    const locked = open();
    expect(await screen.findByRole('heading', { name: 'Unlock your readings first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unlock' })).toHaveAttribute('href', expect.stringMatching(/^\/app\/encryption\/unlock\?next=/));
    locked.unmount();

    mockFetch(signedIn({ hasKey: false, unlocked: false }));
    open();
    expect(await screen.findByRole('link', { name: 'Create your password' })).toHaveAttribute('href', '/app/encryption/create');
  });

  it('offers to start a reading when there is no active one', async () => {
    mockFetch(signedIn(unlocked, null));
    open();
    expect(await screen.findByRole('heading', { name: 'No reading to reveal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a reading' })).toHaveAttribute('href', '/app/main/reading');
  });

  it('closes to the reading with Escape', async () => {
    preferReducedMotion();
    mockFetch(signedIn(unlocked, await buildReading()));
    const { router } = open();
    await screen.findByRole('list', { name: 'Your cards' });
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/app/main/reading/result/active/-1');
  });
});
