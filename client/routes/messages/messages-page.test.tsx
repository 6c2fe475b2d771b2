import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '#common/api/messages.ts';
import { useUnreadCount } from '#client/features/messages/api.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { Component as MessagesPage } from './messages-page.tsx';

const WELCOME: Message = {
  id: '7b1e2c9a-4d3f-8a21-9c44-0123456789ab',
  kind: 'welcome',
  title: 'Welcome to Arcana',
  body: 'Gems pay for readings.\n\nYour password keeps them private.',
  createdAt: Date.UTC(2026, 0, 1),
  read: false,
};
const NEWS: Message = { id: '0d9c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d', kind: 'broadcast', title: 'A new deck', body: 'The Moonlit deck is here.', createdAt: Date.UTC(2026, 0, 2), read: true };
const READY: Message = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', kind: 'reading_ready', title: 'Your reading is ready', body: 'It finished.', createdAt: Date.UTC(2026, 0, 3), read: false };

/** The page beside the menu's badge count, sharing one query client, as in the app. */
function PageWithBadge() {
  const { data } = useUnreadCount();
  return (
    <>
      <output aria-label="Unread">{data}</output>
      <MessagesPage />
    </>
  );
}

const open = () => renderPage(PageWithBadge, { pattern: '/app/main/messages', path: '/app/main/messages' });
const badge = () => screen.getByRole('status', { name: 'Unread' });

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('Messages', () => {
  it('says so when there are none', async () => {
    mockFetch({ '/v1/messages': { body: { messages: [] } }, '/v1/messages/unread/count': { body: { count: 0 } } });
    open();
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });

  it('lists the messages as the server orders them, marking the unread ones, with their text closed', async () => {
    mockFetch({ '/v1/messages': { body: { messages: [READY, NEWS, WELCOME] } }, '/v1/messages/unread/count': { body: { count: 2 } } });
    open();
    const buttons = await screen.findAllByRole('button', { expanded: false });
    expect(buttons.map((button) => button.querySelector('.message-item-title')?.textContent)).toEqual([
      'Your reading is ready (unread)',
      'A new deck',
      'Welcome to Arcana (unread)',
    ]);
    expect(screen.queryByText('The Moonlit deck is here.')).not.toBeVisible();
  });

  it('opens an unread message, marks it read and brings the badge down at once', async () => {
    let answer: ((response: Response) => void) | undefined;
    const fetchMock = mockFetch({ '/v1/messages': { body: { messages: [NEWS, WELCOME] } }, '/v1/messages/unread/count': { body: { count: 1 } } });
    const canned = fetchMock.getMockImplementation()!;
    // The read call waits until the test answers it: the badge must not wait for the server.
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/read') ? new Promise<Response>((resolve) => (answer = resolve)) : canned(input),
    );
    const user = userEvent.setup();
    open();
    await vi.waitFor(() => expect(badge()).toHaveTextContent('1'));
    await user.click(await screen.findByRole('button', { name: /Welcome to Arcana/ }));

    const article = screen.getByRole('button', { name: /Welcome to Arcana/ }).closest('article')!;
    expect(within(article).getByText('Your password keeps them private.')).toBeVisible();
    expect(within(article).getByRole('link', { name: 'Start a reading' })).toHaveAttribute('href', '/app/main/reading');
    await vi.waitFor(() => expect(badge()).toHaveTextContent('0'));
    const toggle = screen.getByRole('button', { name: /^Welcome to Arcana/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).not.toHaveAccessibleName(/unread/);

    const call: unknown[] | undefined = fetchMock.mock.calls.find(([url]) => String(url).endsWith(`/v1/messages/${WELCOME.id}/read`));
    expect((call?.[1] as RequestInit | undefined)?.method).toBe('POST');
    expect(answer).toBeDefined();
    answer?.(new Response(JSON.stringify({ count: 0 }), { headers: { 'Content-Type': 'application/json' } }));

    await user.click(screen.getByRole('button', { name: /^A new deck/ }));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/read'))).toHaveLength(1);
  });

  it('offers to open the reading a reading-ready message announces', async () => {
    mockFetch({ '/v1/messages': { body: { messages: [READY] } }, '/v1/messages/unread/count': { body: { count: 1 } }, [`/v1/messages/${READY.id}/read`]: { body: { count: 0 } } });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Your reading is ready/ }));
    expect(screen.getByRole('link', { name: 'Open your reading' })).toHaveAttribute('href', '/app/main/reading/result/active/-1');
  });

  it('says when the messages cannot be loaded, and tries again', async () => {
    const fetchMock = mockFetch({ '/v1/messages': { status: 500, body: { error: 'internal', message: 'boom' } }, '/v1/messages/unread/count': { body: { count: 0 } } });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'Your messages could not be loaded' })).toBeInTheDocument();
    mockFetch({ '/v1/messages': { body: { messages: [NEWS] } }, '/v1/messages/unread/count': { body: { count: 0 } } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^A new deck/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});
