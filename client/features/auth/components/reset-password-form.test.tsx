import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const render = (token: string | null, onDone = vi.fn()) =>
  renderWithProviders(<ResetPasswordForm token={token} onDone={onDone} newLinkHref="/login?mode=forgot" />, '/reset-password');

afterEach(() => vi.unstubAllGlobals());

describe('Sign-in and sign-up show only the first error, in a box under the fields: choosing a new password', () => {
  it('sets the new password with the token and says the encryption password is unchanged', async () => {
    const fetchMock = mockFetch({ '/api/auth/reset-password': { body: { status: true } } });
    const onDone = vi.fn();
    render('the-token', onDone);
    expect(screen.getByText(/Your readings stay sealed with your encryption password, which this does not change./)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ newPassword: 'a brand new password', token: 'the-token' });
  });

  it('says beside the field that the new password is too short, before sending it', async () => {
    const fetchMock = mockFetch({});
    render('the-token');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters for your password.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Use at least 8 characters for your password.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a new link when the link has expired or was used', async () => {
    mockFetch({ '/api/auth/reset-password': { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } } });
    render('used-token');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('This reset link has expired or was already used. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login?mode=forgot');
  });

  it('offers a new link straight away when the server already found the link invalid', () => {
    render(null);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
