import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcastMessage } from '#common/api/messages.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type ApiMock, mockApi, refusal } from '#client/test/mock-api.ts';
import { renderSection } from '../test/render-section.tsx';
import { BroadcastSection } from './broadcast-section.tsx';

afterEach(() => {
  errorFlag.set(false);
  vi.unstubAllGlobals();
});

const sent = (api: ApiMock) => api.requests(broadcastMessage).map((request) => request.body);

const write = async (title: string, body: string) => {
  if (title !== '') await userEvent.type(screen.getByLabelText('Title'), title);
  if (body !== '') await userEvent.type(screen.getByLabelText('Message'), body);
  await userEvent.click(screen.getByRole('button', { name: 'Send to everyone' }));
};

describe('BroadcastSection', () => {
  it('refuses an empty title or message without asking or sending', async () => {
    const api = mockApi([]);
    renderSection(<BroadcastSection />);
    await write('   ', '');
    expect(screen.getByText('The title is required')).toBeInTheDocument();
    expect(screen.getByText('The body is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(api)).toEqual([]);
  });

  it('asks before sending, and a cancel sends nothing', async () => {
    const api = mockApi([[broadcastMessage, { broadcastId: 'b-1', recipients: 3 }]]);
    renderSection(<BroadcastSection />);
    await write('New decks', 'Two new decks are here.');
    const dialog = screen.getByRole('dialog', { name: 'Send to every user?' });
    expect(within(dialog).getByText(/“New decks”/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(api)).toEqual([]);
    expect(screen.getByLabelText('Title')).toHaveValue('New decks');
  });

  it('sends the trimmed message once confirmed and says how many got it', async () => {
    const api = mockApi([[broadcastMessage, { broadcastId: 'b-1', recipients: 1204 }]]);
    renderSection(<BroadcastSection />);
    await write('  New decks ', 'Two new decks are here.');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Send to every user?' })).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(`Sent to ${(1204).toLocaleString()} users.`)).toBeInTheDocument();
    expect(sent(api)).toEqual([{ title: 'New decks', body: 'Two new decks are here.' }]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('shows the server’s refusal beside the field it names', async () => {
    mockApi([[broadcastMessage, refusal(400, { error: 'bad_request', message: 'The body must not contain the NUL character', field: 'body' })]]);
    renderSection(<BroadcastSection />);
    await write('New decks', 'Two new decks are here.');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Send to every user?' })).getByRole('button', { name: 'Send' }));

    const body = screen.getByLabelText('Message');
    await vi.waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(within(body.parentElement!).getByText('The body must not contain the NUL character')).toBeInTheDocument();
    expect(body).toHaveValue('Two new decks are here.');
    expect(errorFlag.get()).toBe(false);
  });
});
