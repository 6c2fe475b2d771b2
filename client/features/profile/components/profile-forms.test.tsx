import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { DisplayNameForm } from './display-name-form.tsx';
import { PasswordForm } from './password-form.tsx';

afterEach(() => {
  errorFlag.set(false);
  vi.unstubAllGlobals();
});

describe('the better-auth calls go through the same header and Retry-After handling as the rest', () => {
  it.each(['Retry-After', 'X-Retry-After'])('sends a name change with the app header, and a rate limit says the real wait from %s', async (header) => {
    const fetchMock = mockFetch({
      '/api/auth/update-user': { status: 429, body: { message: 'Too many requests. Please try again later.' }, headers: { [header]: '12' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<DisplayNameForm current="Ada" />, '/app/main/profile');
    const field = screen.getByRole('textbox', { name: 'Display name' });
    await user.clear(field);
    await user.type(field, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Too many attempts. Try again in 12 seconds.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/update-user', expect.objectContaining({ headers: expect.objectContaining({ [APP_REQUEST_HEADER]: APP_REQUEST_VALUE }) }));
    expect(errorFlag.get()).toBe(false);
  });
});

describe('the profile forms show the server’s sentence', () => {
  it('shows a refusal of the password change that belongs to no field in the server’s own words', async () => {
    const sentence = 'Your session is too old to change the password: sign in again first.';
    mockFetch({ '/api/auth/change-password': { status: 403, body: { code: 'SESSION_EXPIRED', message: sentence } } });
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm email="ada@example.com" />, '/app/main/profile');
    await user.type(screen.getByLabelText('Current password'), 'old-password-1');
    await user.type(screen.getByLabelText('New password'), 'new-password-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(errorFlag.get()).toBe(false);
  });

  it('says Arcana cannot be reached when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const user = userEvent.setup();
    renderWithProviders(<DisplayNameForm current="Ada" />, '/app/main/profile');
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), ' Byron');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Can't reach Arcana. Check your connection and try again.")).toBeInTheDocument();
  });
});
