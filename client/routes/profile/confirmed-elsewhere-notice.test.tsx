import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONFIRMED_ELSEWHERE_PAGE_PATH } from '#common/api/auth-paths.ts';
import { ConfirmedElsewhereNotice } from './confirmed-elsewhere-notice.tsx';

function openAt(path: string) {
  const router = createMemoryRouter([{ path: '/app/main/profile', Component: () => <ConfirmedElsewhereNotice signedInAs="bo@example.com" /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('a confirmation link never switches accounts: the profile says which account is still signed in', () => {
  it('says the address is confirmed and names the account still signed in, where the confirmation leads', () => {
    openAt(CONFIRMED_ELSEWHERE_PAGE_PATH);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The address in your confirmation link is confirmed. You are still signed in as bo@example.com. To use the account with the confirmed address, sign out, then sign in with that address.',
    );
  });

  it('says nothing on the profile opened any other way', () => {
    openAt('/app/main/profile');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
