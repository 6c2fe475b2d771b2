import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminUser,
  type AuditEntry,
  banUser,
  getAdminSpecialReadings,
  getAdminStats,
  getAdminUsers,
  getAuditLog,
  grantPoints,
  messageUser,
  setAdminRole,
  unbanUser,
} from '#common/api/admin.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { getCosts } from '#common/api/settings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type ApiRoute, type MockedRequest, mockApi, refusal } from '#client/test/mock-api.ts';
import { Component as AdminPage } from './admin-page.tsx';

const DAY = 86_400_000;
const JOINED = Date.UTC(2026, 0, 5);

const adminUser = (n: number, extra: Partial<AdminUser> = {}): AdminUser => ({
  id: `u${n}`,
  email: `user${n}@example.com`,
  name: `User ${n}`,
  gems: 10,
  extraPoints: 2,
  coins: 7,
  readings: 3,
  createdAt: JOINED + n * DAY,
  lastSeen: null,
  banned: false,
  admin: false,
  listedAdmin: false,
  ...extra,
});

const notFound = refusal(404, { error: 'not_found', message: 'Not found' });
const pageOf = (query: URLSearchParams) => Number(query.get('page') ?? '1');

/**
 * Answers the admin page's calls: the users list filtered and paged as the server does, the audit log, and any
 * change to a known user (200 with the user, a message id for a message), unless one of `routes` answers it first.
 * Records every request.
 */
function fakeServer({ users, audit = [], routes = [] }: { users: AdminUser[]; audit?: AuditEntry[]; routes?: readonly ApiRoute<Declaration>[] }) {
  const changed = ({ params }: { params: { id: string } }) => users.find((candidate) => candidate.id === params.id) ?? notFound;
  return mockApi([
    ...routes,
    [
      getAdminUsers,
      (request: MockedRequest<typeof getAdminUsers>) => {
        const page = pageOf(request.query);
        const query = (request.query.get('query') ?? '').toLowerCase();
        const found = users.filter((user) => user.email.includes(query) || user.name.toLowerCase().includes(query));
        return { users: found.slice((page - 1) * 20, page * 20), page, pageSize: 20, total: found.length };
      },
    ],
    [
      getAuditLog,
      (request: MockedRequest<typeof getAuditLog>) => {
        const page = pageOf(request.query);
        return { entries: audit.slice((page - 1) * 20, page * 20), page, pageSize: 20, total: audit.length };
      },
    ],
    // The other sections' first loads (their own tests cover them).
    [getAdminStats, { users: users.length, readingsPerDay: [], failedReadings: 0, averageGenerationSeconds: null }],
    [getCosts, DEFAULT_COSTS],
    [getAdminSpecialReadings, { specialReadings: [] }],
    [grantPoints, changed],
    [banUser, changed],
    [unbanUser, changed],
    [setAdminRole, changed],
    [messageUser, (request: MockedRequest<typeof messageUser>) => (changed(request) === notFound ? notFound : { messageId: 'm1' })],
  ]);
}

/** The user each call of `requests` was about, with the body it sent. */
const sentTo = (requests: readonly MockedRequest<typeof grantPoints | typeof messageUser>[]) => requests.map((request) => [request.params.id, request.body]);

const open = () => renderPage(AdminPage, { pattern: '/app/main/admin', path: '/app/main/admin' });
const usersSection = () => screen.getByRole('region', { name: 'Users' });
const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

/** Opens the Actions menu of `email`'s row, once the row is there, and answers the menu's item named `item`. */
async function menuItem(user: ReturnType<typeof userEvent.setup>, email: string, item: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  return within(row(email)).findByRole('button', { name: item });
}

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('Admin page: users', () => {
  it('lists a page of users with their numbers and badges, and pages through the rest', async () => {
    const user = userEvent.setup();
    const users = Array.from({ length: 25 }, (_, index) => adminUser(index + 1));
    users[0] = adminUser(1, { banned: true, lastSeen: JOINED + 3 * DAY });
    users[1] = adminUser(2, { admin: true });
    users[2] = adminUser(3, { admin: true, listedAdmin: true });
    const server = fakeServer({ users });
    open();

    const first = await screen.findByRole('row', { name: /user1@example\.com/ });
    expect(within(first).getByText('Banned')).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: '10' })).toHaveAttribute('data-label', 'Gems');
    expect(within(first).getByRole('cell', { name: '2' })).toHaveAttribute('data-label', 'Extra gems');
    expect(within(first).getByRole('cell', { name: '7' })).toHaveAttribute('data-label', 'Coins');
    expect(await menuItem(user, 'user1@example.com', 'Unban')).toBeEnabled();
    expect(within(row('user2@example.com')).getByText('Admin')).toBeInTheDocument();
    expect(await menuItem(user, 'user2@example.com', 'Revoke admin')).toBeEnabled();
    expect(within(row('user3@example.com')).getByText('Listed admin')).toBeInTheDocument();
    expect(within(row('user4@example.com')).getByText('Never')).toBeInTheDocument();
    expect(within(usersSection()).getAllByRole('row')).toHaveLength(21); // the header row and 20 users
    expect(within(usersSection()).getByText('1–20 of 25 users')).toBeInTheDocument();
    expect(within(usersSection()).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(usersSection()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /user21@example\.com/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /user1@example\.com/ })).not.toBeInTheDocument();
    expect(within(usersSection()).getByText('21–25 of 25 users')).toBeInTheDocument();
    expect(within(usersSection()).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(usersSection()).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.requests(getAdminUsers).map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('searches by email or name once typing pauses, from the first page', async () => {
    const user = userEvent.setup();
    const users = Array.from({ length: 25 }, (_, index) => adminUser(index + 1));
    users[21] = adminUser(22, { email: 'ada@example.com', name: 'Ada Lovelace' });
    const server = fakeServer({ users });
    open();
    await user.click(await within(usersSection()).findByRole('button', { name: 'Next' }));
    await screen.findByRole('row', { name: /ada@example\.com/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lovelace');
    expect(await within(usersSection()).findByText('1–1 of 1 users')).toBeInTheDocument();
    expect(row('ada@example.com')).toBeInTheDocument();
    const searches = server.requests(getAdminUsers).slice(2);
    expect(searches.at(-1)?.query.toString()).toBe('query=lovelace&page=1');
    // Typing pauses are what send a search, not keys: eight keys here, and far fewer calls.
    expect(searches.length).toBeLessThan('lovelace'.length);

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No user’s email or name contains “nobody”.')).toBeInTheDocument();
  });

  it('changes a balance with the amount and reason, then asks for the list and the audit log again', async () => {
    const user = userEvent.setup();
    const users = [adminUser(1)];
    const server = fakeServer({ users, routes: [[grantPoints, { ...users[0]!, gems: 15 }]] });
    open();
    await user.click(await menuItem(user, 'user1@example.com', 'Change balance'));

    const dialog = await screen.findByRole('dialog', { name: 'Change balance' });
    expect(dialog).toHaveTextContent('user1@example.com has 10 gems, 2 extra gems and 7 coins.');
    // Checked here first: nothing is sent without a reason.
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The reason is required')).toBeInTheDocument();
    expect(server.requests(grantPoints)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Support ticket 12');
    const listCalls = server.requests(getAdminUsers).length;
    const auditCalls = server.requests(getAuditLog).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(usersSection()).findByText('Gave user1@example.com 5 gems.')).toBeInTheDocument();
    expect(sentTo(server.requests(grantPoints))).toEqual([['u1', { currency: 'gems', amount: 5, reason: 'Support ticket 12' }]]);
    await waitFor(() => expect(server.requests(getAdminUsers).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(server.requests(getAuditLog).length).toBeGreaterThan(auditCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes coins away, and shows the server’s refusal in the form when the balance is too small', async () => {
    const user = userEvent.setup();
    const explanation = 'The user has only 7 coins: a grant cannot take a balance below zero.';
    const server = fakeServer({ users: [adminUser(1)], routes: [[grantPoints, refusal(409, { error: 'insufficient_balance', message: explanation, field: 'amount' })]] });
    open();
    await user.click(await menuItem(user, 'user1@example.com', 'Change balance'));
    const dialog = await screen.findByRole('dialog', { name: 'Change balance' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Balance' }), 'Coins');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '-9');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Refund reversed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(explanation)).toBeInTheDocument();
    expect(sentTo(server.requests(grantPoints))).toEqual([['u1', { currency: 'coins', amount: -9, reason: 'Refund reversed' }]]);
    // The server explained it: the form says so, not the Error dialog.
    expect(errorFlag.get()).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('bans a user only after confirming', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ users: [adminUser(1)] });
    open();
    await user.click(await menuItem(user, 'user1@example.com', 'Ban'));
    const dialog = await screen.findByRole('dialog', { name: 'Ban user1@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests(banUser)).toHaveLength(0);

    await user.click(await menuItem(user, 'user1@example.com', 'Ban'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ban user1@example.com?' })).getByRole('button', { name: 'Ban' }));
    expect(await within(usersSection()).findByText('user1@example.com is banned.')).toBeInTheDocument();
    expect(server.requests(banUser).map((request) => request.params.id)).toEqual(['u1']);
  });

  it('says beside the list why a role change was refused', async () => {
    const user = userEvent.setup();
    fakeServer({ users: [adminUser(1, { banned: true })], routes: [[setAdminRole, refusal(409, { error: 'conflict', message: 'A banned user cannot be made an admin.' })]] });
    open();
    await user.click(await menuItem(user, 'user1@example.com', 'Make admin'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make user1@example.com an admin?' })).getByRole('button', { name: 'Make admin' }));
    expect(await within(usersSection()).findByText('user1@example.com: A banned user cannot be made an admin.')).toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
  });

  it('keeps the role and the ban of an ADMIN_EMAILS admin out of reach, and says why', async () => {
    const user = userEvent.setup();
    fakeServer({ users: [adminUser(1, { admin: true, listedAdmin: true })] });
    open();
    const note = 'Listed in ADMIN_EMAILS: its role and ban change only in the server’s configuration.';
    const revoke = await menuItem(user, 'user1@example.com', 'Revoke admin');
    const ban = within(row('user1@example.com')).getByRole('button', { name: 'Ban' });
    for (const item of [revoke, ban]) {
      // Still focusable, so a keyboard reaches the reason, but it does nothing.
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAccessibleDescription(note);
    }
    await user.click(revoke);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(row('user1@example.com')).getByRole('button', { name: 'Change balance' })).not.toHaveAttribute('aria-disabled');
  });

  it('sends one user a message', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ users: [adminUser(1)] });
    open();
    await user.click(await menuItem(user, 'user1@example.com', 'Message'));
    const dialog = await screen.findByRole('dialog', { name: 'Send a message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'About your reading');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'It was refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(usersSection()).findByText('Message sent to user1@example.com.')).toBeInTheDocument();
    expect(sentTo(server.requests(messageUser))).toEqual([['u1', { title: 'About your reading', body: 'It was refunded.' }]]);
  });
});

describe('Admin page: frame and audit log', () => {
  it('links to the dashboards and to each section', async () => {
    fakeServer({ users: [] });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Queue dashboard' })).toHaveAttribute('href', '/app/main/queue/dashboard');
    expect(screen.getByRole('link', { name: 'Cache dashboard' })).toHaveAttribute('href', '/app/main/cache/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '#users');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '#audit-log');
    expect(screen.getByRole('region', { name: 'Audit log' })).toHaveAttribute('id', 'audit-log');
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('shows the audit log newest first with readable actions and targets', async () => {
    const at = Date.UTC(2026, 10, 2, 9, 30);
    const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
      id,
      adminEmail: 'boss@example.com',
      action: 'user.ban',
      target: 'user',
      targetEmail: 'user1@example.com',
      detail: null,
      createdAt: at - id * 60_000,
      ...fields,
    });
    fakeServer({
      users: [],
      audit: [
        entry(1, { action: 'user.grant', detail: { currency: 'extraPoints', amount: -3, reason: 'Duplicate credit' } }),
        entry(2, { action: 'user.admin.grant', targetEmail: null }),
        entry(3, { action: 'costs.update', target: 'costs', targetEmail: null, adminEmail: null }),
        entry(4, { action: 'messages.broadcast', target: 'broadcast:b1', targetEmail: null, detail: { title: 'New deck', recipients: 42 } }),
        entry(5, { action: 'special-reading.retire', target: 'special-reading:7', targetEmail: null }),
        entry(6, { action: 'something.new', target: 'thing', targetEmail: null }),
        entry(7, { action: 'queue.retry', target: 'generate-reading/9f1c', targetEmail: 'user1@example.com' }),
      ],
    });
    open();
    const log = screen.getByRole('region', { name: 'Audit log' });
    const rows = await within(log).findAllByRole('row');
    const texts = rows.slice(1).map((line) => Array.from(line.children, (cell) => cell.textContent));
    expect(texts.map(([, admin, action, target]) => [admin, action, target])).toEqual([
      ['boss@example.com', 'Changed a balance-3 extra gems: “Duplicate credit”', 'user1@example.com'],
      ['boss@example.com', 'Made an admin', 'A deleted account'],
      ['A deleted account', 'Changed the costs', 'The costs'],
      ['boss@example.com', 'Sent a broadcast“New deck” to 42 users', 'Every user'],
      ['boss@example.com', 'Retired a bonus reading', 'Bonus reading #7'],
      ['boss@example.com', 'something.new', 'thing'],
      ['boss@example.com', 'Retried a job', 'Job generate-reading/9f1c (user1@example.com)'],
    ]);
    expect(within(rows[1]!).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', new Date(at - 60_000).toISOString());
    expect(within(log).getByText('1–7 of 7 entries')).toBeInTheDocument();
  });
});
