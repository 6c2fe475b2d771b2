import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_OVER_CONFIRMATION, type EncryptionStatus } from '#common/api/encryption.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch, pointsRecord, type CannedResponse } from '#client/test/mock-fetch.ts';
import { QUIET_SHELL } from '#client/test/quiet-shell.ts';
import { expectLocation, resetApp, startRouter } from '#client/test/start-router.tsx';
import { testProfile } from '#client/test/profile-fixture.ts';

const profile = testProfile();
const NO_KEY: EncryptionStatus = { hasKey: false, unlocked: false, hint: null, cacheKey: null };
const LOCKED = { hasKey: true, unlocked: false, hint: 'the night sky', cacheKey: null };
const UNLOCKED = { hasKey: true, unlocked: true, hint: 'the night sky', cacheKey: null };
const STATUS = '/v1/encryption/status';

/** A signed-in user's server, with `status` as the encryption status; mutate it to change answers. */
function server(status: EncryptionStatus): Record<string, CannedResponse> {
  return {
    ...QUIET_SHELL,
    '/v1/profile/get': { body: profile },
    [STATUS]: { body: status },
    '/v1/profile/is-admin': { body: { isAdmin: false } },
    '/v1/reading/has_active_reading': { body: { hasActiveReading: false } },
    '/v1/points/get': { body: pointsRecord(20) },
    '/api/security/honeypot-fields': { body: { website: 'website_1' } },
    '/api/security/form-token': { body: { formToken: 't', challenge: { a: 1, b: 2 }, expiresAt: Date.now() + 600_000 } },
  };
}

beforeEach(() => errorFlag.set(false));

afterEach(async () => {
  await resetApp();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the encryption gate', () => {
  it('sends a user without a key to Create Password', async () => {
    mockFetch(server(NO_KEY));
    const router = startRouter('/app/main/readings');
    await expectLocation(router, '/app/encryption/create');
    expect(await screen.findByRole('heading', { name: 'Create your encryption password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('sends a locked user to unlock, remembering where they were going', async () => {
    mockFetch(server(LOCKED));
    const router = startRouter('/app/main/readings?page=2');
    await expectLocation(router, '/app/encryption/unlock?next=%2Fapp%2Fmain%2Freadings%3Fpage%3D2');
    expect(await screen.findByRole('heading', { name: 'Unlock your readings' })).toBeInTheDocument();
  });

  it('lets an unlocked user in', async () => {
    mockFetch(server(UNLOCKED));
    const router = startRouter('/app/main/readings');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/main/readings');
  });

  it('sends a signed-out visitor of the encryption pages to /login', async () => {
    mockFetch({ '/v1/profile/get': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Sign in' } }, '/api/auth/get-session': { body: null } });
    const router = startRouter('/app/encryption/create');
    await expectLocation(router, '/login?next=%2Fapp%2Fencryption%2Fcreate');
  });
});

describe('Create Password page', () => {
  it.each([
    [UNLOCKED, '/app/main/reading'],
    [LOCKED, '/app/encryption/unlock'],
  ])('sends a user who already has a key on (%o)', async (status, target) => {
    mockFetch(server(status));
    const router = startRouter('/app/encryption/create');
    await expectLocation(router, target);
  });

  it('asks for new-password autocomplete and warns that a password cannot be recovered', async () => {
    mockFetch(server(NO_KEY));
    startRouter('/app/encryption/create');
    expect(await screen.findByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('A forgotten password cannot be recovered.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/v1/authentication/logout');
  });
});

describe('unlock page', () => {
  const wrongPassword = { status: 400, body: { error: 'wrong_password', message: 'That password is not right.', field: 'password' } };

  it('sends a user without a key to Create Password', async () => {
    mockFetch(server(NO_KEY));
    const router = startRouter('/app/encryption/unlock');
    await expectLocation(router, '/app/encryption/create');
  });

  it('shows the hint, says when the password is wrong, then unlocks and returns to next', async () => {
    const routes = server(LOCKED);
    const fetchMock = mockFetch({ ...routes, '/v1/encryption/unlock': wrongPassword });
    const router = startRouter('/app/encryption/unlock?next=%2Fapp%2Fmain%2Freadings');
    expect(await screen.findByText('the night sky')).toBeInTheDocument();
    expect(screen.getByText('Your hint:')).toBeInTheDocument();
    const password = screen.getByLabelText('Encryption password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.type(password, 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(errorFlag.get()).toBe(false);

    fetchMock.mockClear();
    mockFetch({ ...routes, [STATUS]: { body: UNLOCKED }, '/v1/encryption/unlock': { body: UNLOCKED } });
    await userEvent.clear(password);
    await userEvent.type(password, 'the-right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await expectLocation(router, '/app/main/readings');
  });

  it('goes to the app, never elsewhere, when next is not an app page', async () => {
    mockFetch({ ...server(LOCKED), '/v1/encryption/unlock': { body: UNLOCKED } });
    const router = startRouter('/app/encryption/unlock?next=https%3A%2F%2Fevil.example');
    await userEvent.type(await screen.findByLabelText('Encryption password'), 'the-right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await expectLocation(router, '/app/main/reading');
  });

  it('The unlock screen disables its button on an empty field without saying why: say it', async () => {
    const fetchMock = mockFetch(server(LOCKED));
    startRouter('/app/encryption/unlock');
    const password = await screen.findByLabelText('Encryption password');
    const unlock = screen.getByRole('button', { name: 'Unlock' });
    expect(unlock).toBeEnabled();
    fetchMock.mockClear();

    await userEvent.click(unlock);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your encryption password to unlock.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your encryption password to unlock.');
    expect(password).toHaveFocus();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/v1/encryption/unlock')).toBe(false);

    await userEvent.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your encryption password to unlock.')).not.toBeInTheDocument();
  });

  it('counts down while rate limited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const message = 'Too many attempts. Try again in 30 seconds.';
    mockFetch({
      ...server(LOCKED),
      '/v1/encryption/unlock': { status: 429, body: { error: 'rate_limited', message, retryAfterSeconds: 30 }, headers: { 'Retry-After': '30' } },
    });
    startRouter('/app/encryption/unlock');
    await user.type(await screen.findByLabelText('Encryption password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try again in 30 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Try again in 20 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeEnabled();
    expect(errorFlag.get()).toBe(false);
  });

  it('starts over only after the exact confirmation, then says what was deleted', async () => {
    const routes: Record<string, CannedResponse> = { ...server(LOCKED), '/v1/encryption/start-over': { body: { success: true, deletedReadings: 3, deletedShares: 1 } } };
    const fetchMock = mockFetch(routes);
    const router = startRouter('/app/encryption/unlock');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Start over with a new password?' });
    expect(dialog).toHaveTextContent('permanently deletes your encryption key, every reading and every shared link');
    expect(dialog).toHaveTextContent(START_OVER_CONFIRMATION);
    const destroy = screen.getByRole('button', { name: 'Delete and start over' });
    const confirmation = screen.getByLabelText(`Type ${START_OVER_CONFIRMATION} to confirm`);
    expect(destroy).toBeDisabled();
    await userEvent.type(confirmation, 'delete my readings');
    expect(destroy).toBeDisabled();
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, START_OVER_CONFIRMATION);
    expect(destroy).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText('Account password'), 'my account password');

    routes[STATUS] = { body: NO_KEY };
    await userEvent.click(destroy);
    await expectLocation(router, '/app/encryption/create');
    expect(await screen.findByText('Your key and 3 readings were deleted. Create a new password to start again.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/v1/encryption/start-over') as unknown as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({ confirmation: START_OVER_CONFIRMATION, password: 'my account password' });
  });

  it('sensitive account changes need the password: start over asks for the account password and shows a wrong one under it', async () => {
    const routes: Record<string, CannedResponse> = {
      ...server(LOCKED),
      '/v1/encryption/start-over': { status: 400, body: { error: 'bad_request', message: 'That password is not right.', field: 'password' } },
    };
    const fetchMock = mockFetch(routes);
    startRouter('/app/encryption/unlock');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start over with a new password?' });
    expect(dialog).toHaveTextContent('Your other devices are signed out.');
    await userEvent.type(within(dialog).getByLabelText(`Type ${START_OVER_CONFIRMATION} to confirm`), START_OVER_CONFIRMATION);
    const password = within(dialog).getByLabelText('Account password');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete and start over' }));
    expect(await within(dialog).findByText('Enter your account password to confirm.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/v1/encryption/start-over')).toBe(false);

    await userEvent.type(password, 'not my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete and start over' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(errorFlag.get()).toBe(false);
  });

  it('asks no account password of an account that signs in only through a provider', async () => {
    const routes: Record<string, CannedResponse> = {
      ...server(LOCKED),
      '/v1/profile/get': { body: { ...profile, providers: ['github'] } },
      '/v1/encryption/start-over': { body: { success: true, deletedReadings: 0, deletedShares: 0 } },
    };
    const fetchMock = mockFetch(routes);
    const router = startRouter('/app/encryption/unlock');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start over with a new password?' });
    expect(within(dialog).queryByLabelText('Account password')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(`Type ${START_OVER_CONFIRMATION} to confirm`), START_OVER_CONFIRMATION);
    routes[STATUS] = { body: NO_KEY };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete and start over' }));
    await expectLocation(router, '/app/encryption/create');
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/v1/encryption/start-over') as unknown as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({ confirmation: START_OVER_CONFIRMATION });
  });
});
