import { act, screen } from '@testing-library/react';
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
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  describe('Sign-in and sign-up show only the first error, in a box under the fields', () => {
    it('shows each invalid field its own error beside it, and a summary of them for screen readers', async () => {
      const fetchMock = mockFetch({});
      render(<Harness initial="signup" onSuccess={vi.fn()} />);
      await fill({ Email: 'ada', Password: 'short' });
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

      const expected = {
        Name: 'Enter your name.',
        Email: 'Enter a valid email address.',
        Password: 'Use at least 8 characters for your password.',
      };
      for (const [label, message] of Object.entries(expected)) {
        const input = screen.getByLabelText(label);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveClass('is-invalid');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
        const feedback = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
        expect(feedback).toHaveClass('invalid-feedback');
        expect(feedback).toHaveTextContent(message);
      }
      const summary = screen.getByRole('alert');
      expect(summary).toHaveTextContent('3 fields need attention:');
      expect(Object.values(expected).every((message) => summary.textContent!.includes(message))).toBe(true);
      expect(screen.getByLabelText('Name')).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('shows a refusal about one field beside that field, and wrong credentials on the form', async () => {
      mockFetch({ '/api/auth/sign-up/email': { status: 400, body: { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' } } });
      render(<Harness initial="signup" onSuccess={vi.fn()} />);
      await fill({ Name: 'Ada', Email: 'ada@example.com', Password: 'long enough' });
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Use at least 8 characters for your password.');
      expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    });

    it('explains why the account password needs 8 characters and is not the encryption password', () => {
      render(<Harness initial="signup" onSuccess={vi.fn()} />);
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'At least 8 characters. This password signs you in; your readings get a separate encryption password later.',
      );
    });

    it('makes "Sign in instead" a button that opens the sign-in tab, from the form and from "Check your email"', async () => {
      mockFetch({ '/api/auth/sign-up/email': { body: { token: null, user: {} } }, '/v1/auth/config': { body: { mail: true } } });
      render(<Harness initial="signup" onSuccess={vi.fn()} />);
      await fill({ Name: 'Ada', Email: 'ada@example.com', Password: 'long enough' });
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in instead' }));
      expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');

      await userEvent.click(screen.getByRole('tab', { name: 'Create account' }));
      await userEvent.click(screen.getByRole('button', { name: 'Sign in instead' }));
      expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    });

    it('asks for a reset link from "Forgot your password?" and answers without saying whether the account exists', async () => {
      const fetchMock = mockFetch({ '/api/auth/request-password-reset': { body: { status: true } }, '/v1/auth/config': { body: { mail: false } } });
      render(<Harness initial="signin" onSuccess={vi.fn()} />);
      await fill({ Email: 'ada@example.com' });
      await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));

      expect(await screen.findByRole('status')).toHaveTextContent("If an account uses that address, we've sent a link to reset its password.");
      expect(await screen.findByText(/the reset link is in the server's log/)).toBeInTheDocument();
      const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/request-password-reset') as unknown as [string, RequestInit];
      expect(JSON.parse(String(call[1].body))).toEqual({ email: 'ada@example.com' });
      await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
      expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('After three wrong sign-ins the form says to wait a minute, but signing in works again after ~10 s: say the real wait', () => {
    it('says the wait from the X-Retry-After header and counts it down', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      mockFetch({
        '/api/auth/sign-in/email': { status: 429, body: { message: 'Too many requests. Please try again later.' }, headers: { 'X-Retry-After': '7' } },
      });
      render(<Harness initial="signin" onSuccess={vi.fn()} />);
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'a guess');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 7 seconds.');
      expect(screen.getByRole('button', { name: 'Try again in 7 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(3_000));
      expect(screen.getByRole('button', { name: 'Try again in 4 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(4_000));
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      vi.useRealTimers();
    });

    it("No per-account throttle on failed sign-ins: shows the account's back-off in the server's words while it counts down", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const message = 'Too many failed sign-ins for this account. Try again in 40 seconds.';
      mockFetch({
        '/api/auth/sign-in/email': { status: 429, body: { code: 'TOO_MANY_FAILED_SIGN_INS', message }, headers: { 'Retry-After': '40', 'X-Retry-After': '40' } },
      });
      render(<Harness initial="signin" onSuccess={vi.fn()} />);
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'a guess');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Try again in 40 s' })).toBeDisabled();
      act(() => vi.advanceTimersByTime(40_000));
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      vi.useRealTimers();
    });

    it('falls back to a general line when the server does not say how long', async () => {
      mockFetch({ '/api/auth/sign-in/email': { status: 429, body: { message: 'Too many requests. Please try again later.' } } });
      render(<Harness initial="signin" onSuccess={vi.fn()} />);
      await fill({ Email: 'ada@example.com', Password: 'a guess' });
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a few seconds and try again.');
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    });
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Harness initial="signin" onSuccess={vi.fn()} />);
    screen.getByRole('tab', { name: 'Sign in' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  });
});
