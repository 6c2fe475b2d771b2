import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { WelcomeCard } from './components/welcome-card.tsx';
import { useFirstRunGuidance, useStatusOnArrival } from './user-status.ts';

/** The reading page's use of the guidance: the card while NEW, and a start that engages too. */
function Guided() {
  const guidance = useFirstRunGuidance();
  return (
    <>
      {guidance.show && <WelcomeCard onDismiss={guidance.engage} />}
      <button type="button" onClick={guidance.engage}>
        Start
      </button>
    </>
  );
}

const setEngagedCalls = (fetchMock: ReturnType<typeof mockFetch>): unknown[][] => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/v1/user-status/set-engaged'));

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

/** Like the notices, which load after the page: mounted only once the user has moved on. */
function ArrivalProbe() {
  return <p>Arrived as {useStatusOnArrival()}</p>;
}

/** The welcome card, and what mounts after it once the user presses Later. */
function LaterPage() {
  const [later, setLater] = useState(false);
  return (
    <>
      <Guided />
      <button type="button" onClick={() => setLater(true)}>
        Later
      </button>
      {later && <ArrivalProbe />}
    </>
  );
}

describe('first-run guidance', () => {
  it('shows the welcome card to a new user; Let’s begin hides it and marks them engaged, once', async () => {
    const fetchMock = mockFetch({ '/v1/user-status/get': { body: { status: 'NEW' } }, '/v1/user-status/set-engaged': { body: { success: true } } });
    const user = userEvent.setup();
    renderWithProviders(<Guided />);
    await user.click(await screen.findByRole('button', { name: 'Let’s begin' }));
    expect(screen.queryByRole('region', { name: /Welcome/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(setEngagedCalls(fetchMock)).toHaveLength(1));
    expect((setEngagedCalls(fetchMock)[0]?.[1] as RequestInit | undefined)?.method).toBe('POST');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(setEngagedCalls(fetchMock)).toHaveLength(1);
  });

  it('starting a reading engages a new user too', async () => {
    const fetchMock = mockFetch({ '/v1/user-status/get': { body: { status: 'NEW' } }, '/v1/user-status/set-engaged': { body: { success: true } } });
    const user = userEvent.setup();
    renderWithProviders(<Guided />);
    expect(await screen.findByRole('region', { name: /Welcome/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await vi.waitFor(() => expect(setEngagedCalls(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it('shows nothing to an engaged user and tells the server nothing', async () => {
    const fetchMock = mockFetch({ '/v1/user-status/get': { body: { status: 'ENGAGED' } } });
    const user = userEvent.setup();
    renderWithProviders(<Guided />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('region', { name: /Welcome/ })).not.toBeInTheDocument();
    expect(setEngagedCalls(fetchMock)).toHaveLength(0);
  });

  it('remembers the status on arrival for what mounts after the welcome card is put away', async () => {
    mockFetch({ '/v1/user-status/get': { body: { status: 'NEW' } }, '/v1/user-status/set-engaged': { body: { success: true } } });
    const user = userEvent.setup();
    renderWithProviders(<LaterPage />);
    await user.click(await screen.findByRole('button', { name: 'Let’s begin' }));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByText('Arrived as NEW')).toBeInTheDocument();
  });
});
