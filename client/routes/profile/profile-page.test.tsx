import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#common/api/profile.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch, pointsRecord, type CannedResponse } from '#client/test/mock-fetch.ts';
import { leaveDeletedAccount } from './leave-app.ts';
import { Component as ProfilePage } from './profile-page.tsx';

vi.mock('./leave-app.ts', () => ({ leaveDeletedAccount: vi.fn() }));

const PROFILE: Profile = {
  md5String: 'c'.repeat(32),
  name: 'Ada',
  email: 'ada@example.com',
  memberSince: Date.UTC(2026, 2, 12, 12),
  providers: ['credential', 'github'],
};

const READING = {
  id: 'r-1',
  request: { general: true, question: '', awnsers: [], cards: 1, crossing: false, deckId: 1, selectedCards: [0], crossingCard: null, spreadTypeName: 'GENERAL' },
  cost: 1,
  status: 'SAVED',
  saved: true,
  version: 1,
  title: 'A Quiet Start',
  summary: 'Begin small.',
  createdAt: Date.UTC(2026, 3, 1),
  shuffles: [],
  spread: { selectedCards: [0], crossingCard: null, awnsers: [{ answerUuid: 'a', cardId: '1-the-fool', reversed: false, text: 'Leap.' }] },
  clarifiers: [],
  seed: 's',
  commitment: 'c',
};

/** The calls the page makes on opening, with `overrides` on top. */
function serve(overrides: Record<string, CannedResponse> = {}) {
  return mockFetch({
    '/v1/profile/get': { body: PROFILE },
    '/v1/points/get': { body: pointsRecord(21, 4, 130) },
    '/v1/profile/totals': { body: { readingsDrawn: 12, readingsSaved: 3, activeShares: 1 } },
    '/v1/reading/get_reading_ids': { body: { ids: [] } },
    ...overrides,
  });
}

const open = () => renderPage(ProfilePage, { pattern: '/app/main/profile', path: '/app/main/profile' });
const section = (name: string) => screen.getByRole('region', { name });
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string): unknown => {
  const call = (fetchMock.mock.calls as unknown as [RequestInfo, RequestInit][]).find(([input]) => String(input).startsWith(path));
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

afterEach(() => {
  errorFlag.set(false);
  vi.unstubAllGlobals();
  vi.mocked(leaveDeletedAccount).mockClear();
});

describe('Profile: account and totals', () => {
  it('shows who the account is, since when, its ways in, and its totals', async () => {
    serve();
    open();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(await within(account).findByText('Ada')).toBeInTheDocument();
    expect(within(account).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(account).getByText('Member since').nextElementSibling).toHaveTextContent(new Date(PROFILE.memberSince).toLocaleDateString(undefined, { dateStyle: 'long' }));
    expect(within(account).getByText('Email and password')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Unlink GitHub' })).toBeInTheDocument();

    const totals = section('Your totals');
    await vi.waitFor(() => expect(within(totals).getByText('Readings drawn').nextElementSibling).toHaveTextContent('12'));
    expect(within(totals).getByText('Gems').nextElementSibling).toHaveTextContent('21+4 extra');
    expect(within(totals).getByText('Coins').nextElementSibling).toHaveTextContent('130');
    expect(within(totals).getByText('Readings saved').nextElementSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Active share links').nextElementSibling).toHaveTextContent('1');
  });

  it('offers no Unlink for the only way in, and says why', async () => {
    serve({ '/v1/profile/get': { body: { ...PROFILE, providers: ['github'] } } });
    open();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(await within(account).findByText('This is your only way to sign in, so it cannot be removed.')).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: /Unlink/ })).toBeNull();
    // Without a password there is none to change, and deleting asks for none.
    expect(screen.queryByRole('region', { name: 'Account password' })).toBeNull();
  });

  it('shows the server’s words when it refuses to unlink', async () => {
    const fetchMock = serve({
      '/v1/profile/unlink/github': { status: 409, body: { error: 'CONFLICT', message: 'Keep at least one way to sign in.' } },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Unlink GitHub?' })).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Keep at least one way to sign in.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/v1/profile/unlink/github', expect.objectContaining({ method: 'GET' }));
    expect(errorFlag.get()).toBe(false);
  });

  it('sensitive account changes need the password: unlinking asks for it when the server wants it, confirms it, then unlinks', async () => {
    const PASSWORD_NEEDED = { error: 'password_needed', message: 'Enter your account password again to make this change.', field: 'password' };
    const unlinkAnswer: CannedResponse = { status: 403, body: PASSWORD_NEEDED };
    const confirmAnswer: CannedResponse = { status: 400, body: { error: 'bad_request', message: 'That password is not right.', field: 'password' } };
    const fetchMock = serve({ '/v1/profile/unlink/github': unlinkAnswer, '/v1/profile/confirm-password': confirmAnswer });
    const unlinkCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/v1/profile/unlink/github').length;
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink GitHub?' });
    expect(within(dialog).queryByLabelText('Account password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    const password = await within(dialog).findByLabelText('Account password');
    expect(within(dialog).getByText(PASSWORD_NEEDED.message)).toBeInTheDocument();
    await user.type(password, 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    expect(unlinkCalls()).toBe(1);

    confirmAnswer.status = 200;
    confirmAnswer.body = { success: true };
    unlinkAnswer.status = 200;
    unlinkAnswer.body = { success: true };
    await user.clear(password);
    await user.type(password, 'my account password');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unlink GitHub?' })).toBeNull());
    expect(unlinkCalls()).toBe(2);
    const confirmations = (fetchMock.mock.calls as unknown as [RequestInfo, RequestInit][]).filter(([input]) => String(input) === '/v1/profile/confirm-password');
    expect(confirmations.map(([, init]) => JSON.parse(String(init.body)))).toEqual([{ password: 'not it' }, { password: 'my account password' }]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errorFlag.get()).toBe(false);
  });

  it('says so in the totals card when the totals fail, and tries again', async () => {
    const fetchMock = serve({ '/v1/profile/totals': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    const user = userEvent.setup();
    open();
    const totals = await screen.findByRole('region', { name: 'Your totals' });
    expect(await within(totals).findByRole('alert')).toHaveTextContent('Your reading totals could not be loaded.');
    expect(within(totals).getByText('Readings drawn').nextElementSibling).toHaveTextContent('–');
    fetchMock.mockClear();
    await user.click(within(totals).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/v1/profile/totals', expect.anything()));
  });
});

describe('Profile: changes', () => {
  it('checks a display name first, then saves it through better-auth and asks for the profile again', async () => {
    const fetchMock = serve({ '/api/auth/update-user': { body: { status: true } } });
    const user = userEvent.setup();
    open();
    const field = await screen.findByRole('textbox', { name: 'Display name' });
    await user.clear(field);
    await user.click(within(section('Display name')).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a display name.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/update-user')).toBeUndefined();

    await user.type(field, '  Ada Lovelace ');
    fetchMock.mockClear();
    await user.click(within(section('Display name')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/update-user')).toEqual({ name: 'Ada Lovelace' });
    expect(fetchMock).toHaveBeenCalledWith('/v1/profile/get', expect.anything());
  });

  it('checks the new password, then shows a wrong current password at its field', async () => {
    const fetchMock = serve({ '/api/auth/change-password': { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } } });
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('region', { name: 'Account password' });
    expect(form).toHaveTextContent('not your encryption password');
    await user.type(within(form).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Use at least 8 characters for your new password.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('New password'), '-and-longer');
    await user.type(within(form).getByLabelText('Confirm new password'), 'short-and-longe');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/change-password')).toBeUndefined();

    await user.type(within(form).getByLabelText('Confirm new password'), 'r');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current account password is not right.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/change-password')).toEqual({ currentPassword: 'old-password-1', newPassword: 'short-and-longer', revokeOtherSessions: true });
  });

  it('says other devices were signed out once the password changed', async () => {
    serve({ '/api/auth/change-password': { body: { token: null } } });
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('region', { name: 'Account password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(form).getByLabelText('New password'), 'new-password-2');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password changed. Other devices were signed out.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('prefills the account email for news, refuses a bad address itself, and shows the server’s word on another', async () => {
    const fetchMock = serve({
      '/v1/api/email/subscribe/ada%40example.com': { body: { success: true, email: 'ada@example.com' } },
      '/v1/api/email/subscribe/ada%40localhost.test': { status: 400, body: { error: 'BAD_REQUEST', message: 'That is not an email address we can send to.', field: 'email' } },
    });
    const user = userEvent.setup();
    open();
    const news = await screen.findByRole('region', { name: 'News by email' });
    const field = within(news).getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveValue('ada@example.com');

    await user.clear(field);
    await user.type(field, 'not-an-address');
    await user.click(within(news).getByRole('button', { name: 'Subscribe' }));
    expect(within(news).getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'ada@localhost.test');
    await user.click(within(news).getByRole('button', { name: 'Subscribe' }));
    expect(await within(news).findByText('That is not an email address we can send to.')).toBeInTheDocument();
    expect(field).toBeInvalid();

    await user.clear(field);
    await user.type(field, 'ada@example.com');
    await user.click(within(news).getByRole('button', { name: 'Subscribe' }));
    expect(await within(news).findByText('Subscribed: news will go to ada@example.com.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/v1/api/email/subscribe/ada%40example.com', expect.anything());
  });
});

/** A journal entry with a reflection, a bright mood after and one tag. */
const entry = (readingId: string, reflection: string) => ({ readingId, reflection, moodBefore: null, moodAfter: 5, tags: ['dawn'], outcome: null, version: 1, updatedAt: 1, checkIn: null });

describe('Profile: export', () => {
  it('is off with nothing saved', async () => {
    serve();
    open();
    const exportCard = await screen.findByRole('region', { name: 'Export your readings' });
    expect(await within(exportCard).findByText('No saved readings to export yet.')).toBeInTheDocument();
    expect(within(exportCard).getByRole('button', { name: 'Download my readings' })).toBeDisabled();
  });

  it('fetches every saved reading with its journal and downloads a Markdown and a JSON file, revoking their URLs after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const items = [
      { reading: READING, entry: entry('r-1', 'Felt *lighter* after this one.') },
      { reading: { ...READING, id: 'r-2', title: 'Second Light' }, entry: { ...entry('r-2', ''), version: 0, moodAfter: null, tags: [], updatedAt: null } },
    ];
    serve({ '/v1/reading/get_reading_ids': { body: { ids: ['r-1', 'r-2'] } }, '/v1/journal/page': { body: { items, next: null, total: 2 } } });
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    open();
    const exportCard = await screen.findByRole('region', { name: 'Export your readings' });
    const button = within(exportCard).getByRole('button', { name: 'Download my readings' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await within(exportCard).findByText('Downloaded 2 readings as Markdown and JSON.')).toBeInTheDocument();

    expect(names).toEqual([expect.stringMatching(/^arcana-readings-\d{4}-\d\d-\d\d\.md$/), expect.stringMatching(/^arcana-readings-\d{4}-\d\d-\d\d\.json$/)]);
    const [markdown, json] = await Promise.all(blobs.map((blob) => blob.text()));
    expect(markdown).toContain('## A Quiet Start');
    expect(markdown).toContain('## Second Light');
    expect(markdown).toContain('### Journal\n\nFelt *lighter* after this one.\n\n- Mood after: Bright\n- Tags: dawn\n');
    const exported = (JSON.parse(json!) as { readings: { title: string; journal: { reflection: string } | null }[] }).readings;
    expect(exported.map((r) => r.title)).toEqual(['A Quiet Start', 'Second Light']);
    expect(exported.map((r) => r.journal?.reflection ?? null)).toEqual(['Felt *lighter* after this one.', null]);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoke.mock.calls.map(([url]) => url)).toEqual(['blob:test/1', 'blob:test/2']);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('downloads nothing when the readings cannot be loaded', async () => {
    serve({ '/v1/reading/get_reading_ids': { body: { ids: ['r-1', 'r-2'] } }, '/v1/journal/page': { status: 500, body: { error: 'INTERNAL', message: 'Boom' } } });
    const create = vi.spyOn(URL, 'createObjectURL');
    const user = userEvent.setup();
    open();
    const exportCard = await screen.findByRole('region', { name: 'Export your readings' });
    const button = within(exportCard).getByRole('button', { name: 'Download my readings' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await within(exportCard).findByText(/could not all be loaded, so nothing was downloaded/)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('Profile: deleting the account', () => {
  it('names what goes, waits for the phrase, shows a wrong password at its field, then leaves the app', async () => {
    const fetchMock = serve({ '/v1/profile/delete': { status: 400, body: { error: 'BAD_REQUEST', message: 'That password is not right.', field: 'password' } } });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    for (const lost of ['readings', 'clarifiers', 'share links', 'gems and coins', 'decks', 'messages and settings', 'cannot be undone']) {
      expect(dialog).toHaveTextContent(lost);
    }
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.type(within(dialog).getByLabelText(/to confirm/), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/to confirm/));
    await user.type(within(dialog).getByLabelText(/to confirm/), 'DELETE');
    await user.click(confirm);
    expect(within(dialog).getByText('Enter your account password to confirm.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Account password'), 'wrong-one-1');
    await user.click(confirm);
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account password')).toBeInvalid();
    expect(bodyOf(fetchMock, '/v1/profile/delete')).toEqual({ confirmation: 'DELETE', password: 'wrong-one-1' });
    expect(leaveDeletedAccount).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await user.click(confirm);
    await vi.waitFor(() => expect(leaveDeletedAccount).toHaveBeenCalledOnce());
  });
});
