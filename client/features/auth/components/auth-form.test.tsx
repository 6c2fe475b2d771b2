import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import type { AuthMode } from '../validate.ts';
import { AuthForm } from './auth-form.tsx';

function Harness({ initial, onSuccess }: { initial: AuthMode; onSuccess: () => void }) {
  const [mode, setMode] = useState(initial);
  return <AuthForm mode={mode} onModeChange={setMode} onSuccess={onSuccess} callbackPath="/app/main" />;
}

const render = (ui: Parameters<typeof renderWithProviders>[0]) => renderWithProviders(ui, '/login');

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value);
}

beforeEach(() => errorFlag.set(false));
afterEach(() => vi.unstubAllGlobals());

describe('AuthForm', () => {
  it('switches between the tabs; only sign-up asks for a name', async () => {
    render(<Harness initial="signin" onSuccess={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveAttribute('type', 'submit');
  });

  it('rejects a short password before sending anything', async () => {
    const fetchMock = mockFetch({});
    render(<Harness initial="signup" onSuccess={vi.fn()} />);
    await fill({ Name: 'Ada', Email: 'ada@example.com', Password: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Use at least 8 characters for your password.');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after sign-up, asks to check the email, offers a new link and, without a mail server, says the link is in the log', async () => {
    const fetchMock = mockFetch({
      '/api/auth/sign-up/email': { body: { token: null, user: {} } },
      '/api/auth/send-verification-email': { body: { status: true } },
      '/v1/auth/config': { body: { mail: false } },
    });
    const onSuccess = vi.fn();
    render(<Harness initial="signup" onSuccess={onSuccess} />);
    await fill({ Name: 'Ada', Email: 'ada@example.com', Password: 'long enough' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(await screen.findByText(/No mail server is set up on this Arcana: the confirmation link is in the server's log/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent("We've sent a new link.");
    expect(onSuccess).not.toHaveBeenCalled();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const bodies = calls.filter(([url]) => url.startsWith('/api/auth/')).map(([, init]) => JSON.parse(String(init.body)) as Record<string, string>);
    expect(bodies.map((body) => body.callbackURL)).toEqual(['/app/main', '/app/main']);
  });

  it('says nothing of the log when a mail server sends the links', async () => {
    mockFetch({ '/api/auth/sign-up/email': { body: { token: null, user: {} } }, '/v1/auth/config': { body: { mail: true } } });
    render(<Harness initial="signup" onSuccess={vi.fn()} />);
    await fill({ Name: 'Ada', Email: 'ada@example.com', Password: 'long enough' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await vi.waitFor(() => expect(errorFlag.get()).toBe(false));
    expect(screen.queryByText(/No mail server/)).not.toBeInTheDocument();
  });

  it("shows the server's own reason for a refusal it has no words for, without the Error dialog", async () => {
    mockFetch({ '/api/auth/sign-up/email': { status: 403, body: { code: 'INVALID_ORIGIN', message: 'Invalid origin' } } });
    render(<Harness initial="signup" onSuccess={vi.fn()} />);
    await fill({ Name: 'Ada', Email: 'ada@example.com', Password: 'long enough' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid origin');
    expect(errorFlag.get()).toBe(false);
  });

  it('says the network failed only when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    render(<Harness initial="signin" onSuccess={vi.fn()} />);
    await fill({ Email: 'ada@example.com', Password: 'long enough' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach Arcana. Check your connection and try again.");
  });

  it('asks an unconfirmed account to confirm its email first', async () => {
    mockFetch({ '/api/auth/sign-in/email': { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } } });
    render(<Harness initial="signin" onSuccess={vi.fn()} />);
    await fill({ Email: 'ada@example.com', Password: 'long enough' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Confirm your email first: we've sent you a new link.");
  });

  it('says the credentials are wrong', async () => {
    mockFetch({ '/api/auth/sign-in/email': { status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD' } } });
    render(<Harness initial="signin" onSuccess={vi.fn()} />);
    await fill({ Email: 'ada@example.com', Password: 'nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(errorFlag.get()).toBe(false);
  });

  it('signs in and reports success', async () => {
    const fetchMock = mockFetch({ '/api/auth/sign-in/email': { body: { token: 't', user: {} } } });
    const onSuccess = vi.fn();
    render(<Harness initial="signin" onSuccess={onSuccess} />);
    await fill({ Email: ' ada@example.com ', Password: 'long enough' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'long enough', callbackURL: '/app/main' });
    expect(new Headers(init.headers).get(APP_REQUEST_HEADER)).toBe(APP_REQUEST_VALUE);
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Harness initial="signin" onSuccess={vi.fn()} />);
    screen.getByRole('tab', { name: 'Sign in' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  });
});
