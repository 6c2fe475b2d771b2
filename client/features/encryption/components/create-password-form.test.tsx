import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '#common/api/encryption.ts';
import { HUMAN_CHECK_MS } from '#common/limits.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { mockFetch, type CannedResponse } from '#client/test/mock-fetch.ts';
import { CreatePasswordForm } from './create-password-form.tsx';
import { VERIFIED_TEXT, VERIFYING_TEXT } from './human-check.tsx';

const HONEYPOTS = { website: 'website_3fa9c1', phone: 'phone_3fa9c1', company: 'company_3fa9c1' };

function serverRoutes(create: CannedResponse = { body: { success: true } }): Record<string, CannedResponse> {
  return {
    '/api/security/honeypot-fields': { body: HONEYPOTS },
    '/api/security/form-token': { body: { formToken: 'token-1', challenge: { a: 7, b: 12 }, expiresAt: Date.now() + 600_000 } },
    '/v1/encryption/create': create,
  };
}

type User = ReturnType<typeof userEvent.setup>;

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Fills every field and waits out the human check. */
async function fillValidForm(user: User, { hint = '' } = {}) {
  await user.type(screen.getByLabelText('Password'), 'moon-and-stars');
  await user.type(screen.getByLabelText('Confirm password'), 'moon-and-stars');
  if (hint !== '') await user.type(screen.getByLabelText(/Password hint/), hint);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
  act(() => vi.advanceTimersByTime(HUMAN_CHECK_MS));
  expect(screen.getByRole('status')).toHaveTextContent(VERIFIED_TEXT);
}

/** The JSON body sent to `path`. */
function bodySentTo(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === path) as unknown as [string, RequestInit] | undefined;
  return call === undefined ? undefined : JSON.parse(String(call[1].body));
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

let user: User;

beforeEach(() => {
  // Fake time that still moves, so testing-library's waits work while the human check can be stepped.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  errorFlag.set(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('CreatePasswordForm', () => {
  it('shows the fields in sequence', async () => {
    mockFetch(serverRoutes());
    render(<CreatePasswordForm onCreated={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();

    await user.type(password, 'moon-');
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    await user.type(password, 'a');
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password hint/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm password'), 'moon-a');
    expect(screen.getByLabelText(/Password hint/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' })).not.toBeChecked();
    expect(screen.queryByText(VERIFYING_TEXT)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
    expect(screen.getByRole('status')).toHaveTextContent(VERIFYING_TEXT);
  });

  it('says, word for word, when the password is too short and when the passwords differ', async () => {
    mockFetch(serverRoutes());
    render(<CreatePasswordForm onCreated={vi.fn()} />);
    await user.type(screen.getByLabelText('Password'), 'moon');
    await user.tab();
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters long');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Password'), '-and-stars');
    expect(screen.queryByText(PASSWORD_TOO_SHORT)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'moon-and-sun');
    await user.tab();
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH);
  });

  it('verifies the human for 1.5 seconds, and only then enables Continue', async () => {
    mockFetch(serverRoutes());
    render(<CreatePasswordForm onCreated={vi.fn()} />);
    await user.type(screen.getByLabelText('Password'), 'moon-and-stars');
    await user.type(screen.getByLabelText('Confirm password'), 'moon-and-stars');
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }));

    expect(screen.getByRole('status')).toHaveTextContent(VERIFYING_TEXT);
    // A margin for the few real milliseconds the fake clock also moves by (shouldAdvanceTime).
    act(() => vi.advanceTimersByTime(HUMAN_CHECK_MS - 50));
    expect(screen.getByRole('status')).toHaveTextContent(VERIFYING_TEXT);
    expect(continueButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toHaveTextContent(VERIFIED_TEXT);
    expect(continueButton()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
    expect(continueButton()).toBeDisabled();
  });

  it('counts the hint’s characters', async () => {
    mockFetch(serverRoutes());
    render(<CreatePasswordForm onCreated={vi.fn()} />);
    await user.type(screen.getByLabelText('Password'), 'moon-and-stars');
    await user.type(screen.getByLabelText('Confirm password'), 'moon-and-stars');
    await user.type(screen.getByLabelText(/Password hint/), 'sky');
    expect(screen.getByText('3/255')).toBeInTheDocument();
    expect(screen.getByLabelText(/Password hint/)).toHaveAttribute('maxlength', '255');
  });

  it('keeps Continue disabled once a honeypot is filled', async () => {
    mockFetch(serverRoutes());
    const { container } = render(<CreatePasswordForm onCreated={vi.fn()} />);
    await fillValidForm(user);
    expect(continueButton()).toBeEnabled();

    const trap = await vi.waitFor(() => {
      const input = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOTS.website}"]`);
      if (input === null) throw new Error('no honeypot yet');
      return input;
    });
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    expect(continueButton()).toBeDisabled();
  });

  it('sends the exact body: honeypots empty, the challenge answered, token, session and the last 5 clicks', async () => {
    const fetchMock = mockFetch(serverRoutes());
    const onCreated = vi.fn();
    render(<CreatePasswordForm onCreated={onCreated} />);
    await user.type(screen.getByLabelText('Password'), 'moon-and-stars');
    await user.type(screen.getByLabelText('Confirm password'), 'moon-and-stars');
    await user.type(screen.getByLabelText(/Password hint/), ' the sky ');
    // Ticked from the keyboard: a click without a position is not tracked.
    screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }).focus();
    await user.keyboard(' ');
    act(() => vi.advanceTimersByTime(HUMAN_CHECK_MS));
    for (let i = 1; i <= 6; i++) fireEvent.click(document.body, { clientX: i, clientY: i * 10, detail: 1 });
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/security/form-token')).toBe(1));
    await user.pointer({ keys: '[MouseLeft]', target: continueButton(), coords: { clientX: 70, clientY: 80 } });

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const { sessionId } = bodySentTo(fetchMock, '/api/security/honeypot-fields') as { sessionId: string };
    expect(bodySentTo(fetchMock, '/api/security/form-token')).toEqual({ sessionId });
    expect(bodySentTo(fetchMock, '/v1/encryption/create')).toEqual({
      password: 'moon-and-stars',
      hint: 'the sky',
      privacyPolicyConsent: true,
      sessionId,
      formToken: 'token-1',
      jsChallenge: '19',
      clickPositions: [
        { x: 3, y: 30 },
        { x: 4, y: 40 },
        { x: 5, y: 50 },
        { x: 6, y: 60 },
        { x: 70, y: 80 },
      ],
      [HONEYPOTS.website]: '',
      [HONEYPOTS.phone]: '',
      [HONEYPOTS.company]: '',
    });
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s message on failure, nothing more, and fetches a fresh token', async () => {
    const message = 'You already have an encryption key.';
    const fetchMock = mockFetch(serverRoutes({ status: 409, body: { error: 'conflict', message } }));
    const onCreated = vi.fn();
    render(<CreatePasswordForm onCreated={onCreated} />);
    await fillValidForm(user);
    await user.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(onCreated).not.toHaveBeenCalled();
    expect(errorFlag.get()).toBe(false);
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/security/form-token')).toBe(2));
  });

  it('says "Failed to create encryption key" when the server gives no message', async () => {
    mockFetch(serverRoutes({ status: 400, body: 'not json we know' }));
    render(<CreatePasswordForm onCreated={vi.fn()} />);
    await fillValidForm(user);
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create encryption key$/);
    expect(errorFlag.get()).toBe(false);
  });

  it('makes up honeypot names when the server cannot give them', async () => {
    const routes = serverRoutes();
    const fetchMock = mockFetch({ ...routes, '/api/security/honeypot-fields': { status: 404 } });
    const onCreated = vi.fn();
    render(<CreatePasswordForm onCreated={onCreated} />);
    await fillValidForm(user);
    await user.click(continueButton());
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const body = bodySentTo(fetchMock, '/v1/encryption/create') as Record<string, unknown>;
    const extra = Object.keys(body).filter((name) => /^(website|phone|company)_[0-9a-f]{8}$/.test(name));
    expect(extra).toHaveLength(3);
    for (const name of extra) expect(body[name]).toBe('');
  });
});
