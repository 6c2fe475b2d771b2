import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import type { AuthMode } from '../validate.ts';
import { AuthForm } from './auth-form.tsx';

function Harness({ initial, onSuccess }: { initial: AuthMode; onSuccess: () => void }) {
  const [mode, setMode] = useState(initial);
  return <AuthForm mode={mode} onModeChange={setMode} onSuccess={onSuccess} />;
}

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

  it('says the email is taken, without the Error dialog', async () => {
    mockFetch({ '/api/auth/sign-up/email': { status: 422, body: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' } } });
    render(<Harness initial="signup" onSuccess={vi.fn()} />);
    await fill({ Name: 'Ada', Email: 'ada@example.com', Password: 'long enough' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists. Sign in instead?');
    expect(errorFlag.get()).toBe(false);
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
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'long enough' });
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Harness initial="signin" onSuccess={vi.fn()} />);
    screen.getByRole('tab', { name: 'Sign in' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  });
});
