import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCheckIn } from '#common/api/journal.ts';
import { checkInDueAt } from '#common/domain/journal.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { dayLabel } from '../dates.ts';
import { entryOf, serveJournal } from '../testing/journal-answers.ts';
import { CheckInPanel } from './check-in-panel.tsx';

const NOW = new Date(2025, 0, 5, 12).getTime();

function open(canEmail = true) {
  renderWithProviders(<CheckInPanel readingId="r1" canEmail={canEmail} />);
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('the check-in picker', () => {
  it('sends the delay and the email choice, then says the day it will ask', async () => {
    const { api } = serveJournal(entryOf(), { now: NOW });
    const user = open();
    const group = await screen.findByRole('group', { name: 'Ask me how it turned out' });
    expect(within(group).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Set check-in' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Also remind me by email' })).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: 'In 1 month' }));
    await user.click(screen.getByRole('checkbox', { name: 'Also remind me by email' }));
    await user.click(screen.getByRole('button', { name: 'Set check-in' }));

    const day = dayLabel(checkInDueAt(NOW, 'month'));
    expect((await screen.findByText(day)).parentElement).toHaveTextContent(`I’ll ask on ${day}, and remind you by email.`);
    expect(api.requests(setCheckIn).map((request) => request.body)).toEqual([{ delay: 'month', byEmail: true }]);
    expect(screen.getByRole('status')).toHaveTextContent(`Check-in set for ${day}.`);
  });

  it('offers no email reminder where the server cannot send email, and never asks for one', async () => {
    const { api } = serveJournal(entryOf({ checkIn: { dueAt: checkInDueAt(NOW, 'week'), byEmail: true } }), { now: NOW });
    const user = open(false);
    const day = dayLabel(checkInDueAt(NOW, 'week'));
    expect((await screen.findByText(day)).parentElement).toHaveTextContent(`I’ll ask on ${day}.`);
    expect((await screen.findByText(day)).parentElement).not.toHaveTextContent('by email');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.queryByRole('checkbox', { name: 'Also remind me by email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'In 1 month' }));
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    await vi.waitFor(() => expect(api.requests(setCheckIn).map((request) => request.body)).toEqual([{ delay: 'month', byEmail: false }]));
  });

  it('cancels a pending check-in', async () => {
    const dueAt = checkInDueAt(NOW, 'week');
    const { api } = serveJournal(entryOf({ checkIn: { dueAt, byEmail: false } }), { now: NOW });
    const user = open();
    expect((await screen.findByText(dayLabel(dueAt))).parentElement).toHaveTextContent(`I’ll ask on ${dayLabel(dueAt)}.`);
    await user.click(screen.getByRole('button', { name: 'Cancel check-in' }));
    expect(await screen.findByRole('radio', { name: 'None' })).toBeChecked();
    expect(api.requests(setCheckIn).map((request) => request.body)).toEqual([{ delay: null, byEmail: false }]);
    expect(screen.getByRole('status')).toHaveTextContent('No check-in');
  });

  it('changes a pending check-in to another delay', async () => {
    const { api } = serveJournal(entryOf({ checkIn: { dueAt: checkInDueAt(NOW, 'week'), byEmail: true } }), { now: NOW });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    expect(screen.getByRole('checkbox', { name: 'Also remind me by email' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'In 3 months' }));
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect((await screen.findByText(dayLabel(checkInDueAt(NOW, 'quarter')))).parentElement).toHaveTextContent(/^I’ll ask on/);
    expect(api.requests(setCheckIn).map((request) => request.body)).toEqual([{ delay: 'quarter', byEmail: true }]);
  });

  it('shows the server’s sentence when the check-in cannot be set', async () => {
    const { api } = serveJournal(entryOf());
    const user = open();
    await user.click(await screen.findByRole('radio', { name: 'In 1 week' }));
    vi.unstubAllGlobals();
    mockApi([[setCheckIn, refusal(400, { error: 'not_saved', message: 'Save the reading first to be asked how it turned out.' })]]);
    await user.click(screen.getByRole('button', { name: 'Set check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Save the reading first to be asked how it turned out.');
    expect(api.requests(setCheckIn)).toHaveLength(0);
  });
});
