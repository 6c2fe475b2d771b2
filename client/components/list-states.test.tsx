import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection } from '#client/lib/network.ts';
import { ListStates, type ListStatesProps } from './list-states.tsx';

const EMPTY = { icon: <svg />, title: 'No messages yet', text: 'They will arrive here.' };

function renderStates(props: Partial<ListStatesProps<string>>) {
  return render(
    <ListStates<string> items={undefined} pending={false} loadingLabel="Loading your messages…" skeleton={<ul aria-hidden="true" data-testid="skeleton" />} empty={EMPTY} {...props}>
      {(items) => (
        <ul aria-label="Messages">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );
}

/** The device loses its connection, as the browser reports it. */
const goOffline = () => act(() => connection.set(false));

describe('ListStates', () => {
  it('while pending, shows the skeleton inside a status that names what is loading', () => {
    renderStates({ pending: true, items: ['stale'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages…');
    expect(screen.getByRole('status')).toContainElement(screen.getByTestId('skeleton'));
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('when the list failed, says so in the page’s words and tries again on request, as an alert when asked', async () => {
    const onRetry = vi.fn();
    renderStates({ failed: true, items: ['stale'], failure: { title: 'Your messages could not be loaded', onRetry, alert: true } });
    expect(screen.getByRole('alert')).toHaveTextContent('Your messages could not be loaded');
    expect(screen.getByRole('heading', { level: 2, name: 'Your messages could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('leaves a failure that the Error dialog announced out of the alerts, and disables Try again while retrying', () => {
    renderStates({ failed: true, failure: { title: 'We couldn’t load the bonus readings', onRetry: () => {}, retrying: true } });
    expect(screen.getByRole('heading', { name: 'We couldn’t load the bonus readings' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('shows a failed list as empty on a page with no failure state', () => {
    renderStates({ failed: true, items: null });
    expect(screen.getByRole('heading', { level: 2, name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('when there is nothing, shows the page’s empty words and its actions', () => {
    renderStates({ items: [], empty: { ...EMPTY, actions: <a href="/app/main/reading">Start Reading</a> } });
    expect(screen.getByRole('heading', { level: 2, name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByText('They will arrive here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Reading' })).toHaveAttribute('href', '/app/main/reading');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the list itself once it has items', () => {
    renderStates({ items: ['A new deck', 'Your reading is ready'] });
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveTextContent('A new deckYour reading is ready');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  describe('offline', () => {
    afterEach(() => act(() => connection.set(true)));

    it('says a list never loaded needs the connection and what still works, never loading forever or passing for empty', () => {
      renderStates({ pending: true, offlineText: 'Your messages load by themselves once you’re back online.' });
      goOffline();
      expect(screen.getByRole('heading', { level: 2, name: 'You’re offline' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Your messages load by themselves once you’re back online. Pages you’ve already opened still show');
      expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'No messages yet' })).not.toBeInTheDocument();
    });

    it('marks a list loaded before as shown as last loaded, even when fetching it again failed', () => {
      renderStates({ items: ['A new deck'], failed: true, failure: { title: 'Your messages could not be loaded', onRetry: vi.fn() } });
      goOffline();
      expect(screen.getByRole('list', { name: 'Messages' })).toHaveTextContent('A new deck');
      expect(screen.getByText(/^Offline: shown as last loaded\./)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });
  });
});
