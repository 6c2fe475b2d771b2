import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCheckIn } from '#common/api/journal.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { entryOf, serveJournal } from '../testing/journal-answers.ts';
import { JournalSection } from './journal-section.tsx';

const DAY = 24 * 60 * 60 * 1000;

function open(path = '/app/main/journal/r1') {
  renderWithProviders(<JournalSection readingId="r1" question="" canEmail />, path);
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('how the reading turned out', () => {
  it('asks "How did it turn out?" with the form open when a check-in is due, and records the answer', async () => {
    const { api } = serveJournal(entryOf({ checkIn: { dueAt: Date.now() - DAY, byEmail: false } }));
    const user = open();
    const section = await screen.findByRole('region', { name: 'How did it turn out?' });
    expect(section).toHaveAttribute('id', 'outcome');
    await user.type(within(section).getByRole('textbox', { name: 'In a few words' }), 'I took the job.');
    await user.click(within(section).getByRole('radio', { name: 'It helped a little' }));
    await user.click(within(section).getByRole('button', { name: 'Save how it turned out' }));

    const recorded = await screen.findByRole('region', { name: 'How it turned out' });
    expect(recorded).toHaveTextContent('I took the job.');
    expect(recorded).toHaveTextContent('It helped a little');
    expect(api.requests(answerCheckIn).map((request) => request.body)).toEqual([{ answer: 'I took the job.', helped: 'somewhat' }]);
  });

  it('offers "Record how it turned out" when nothing is due, and keeps Save off until something is written', async () => {
    serveJournal(entryOf({ checkIn: { dueAt: Date.now() + DAY, byEmail: false } }));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Record how it turned out' }));
    const section = screen.getByRole('region', { name: 'Record how it turned out' });
    expect(within(section).getByRole('button', { name: 'Save how it turned out' })).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'How it turned out' })).toBeInTheDocument();
  });

  it('brings itself into view and takes the focus when opened at #outcome', async () => {
    serveJournal(entryOf({ checkIn: { dueAt: Date.now() - DAY, byEmail: false } }));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    open('/app/main/journal/r1#outcome');
    const heading = await screen.findByRole('heading', { name: 'How did it turn out?' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
  });
});
