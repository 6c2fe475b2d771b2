import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJournalPage } from '#common/api/journal.ts';
import { setActiveReading } from '#common/api/readings.ts';
import { serveJournalPages, type JournalPagesAnswers } from '#client/features/journal/testing/journal-pages.ts';
import { journalItem } from '#client/features/journal/testing/journal-items.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { refusal } from '#client/test/mock-api.ts';
import { Component as ReadingsPage } from './readings-page.tsx';

const open = () => renderPage(ReadingsPage, { pattern: '/app/main/readings', path: '/app/main/readings' });

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

/** Two saved readings, newest first: "The Turning Tide" (r2, with a note) and "A Long Road" (r1, a Celtic Cross). */
async function twoReadings(): Promise<JournalPagesAnswers> {
  return {
    items: [
      await journalItem({
        id: 'r2',
        entry: { reflection: 'The lighthouse card felt like my grandmother.', tags: ['family'], moodBefore: 2, moodAfter: 4, version: 1 },
      }),
      await journalItem({ id: 'r1', title: 'A Long Road', question: 'Where does the long road lead?', spreadTypeName: 'CELTIC_CROSS', cards: 9, crossing: true }),
    ],
    pageSize: 50,
    deleteRefusals: {},
  };
}

/** `count` saved readings titled "Reading N", newest (N = count) first. */
async function manyReadings(count: number, pageSize: number): Promise<JournalPagesAnswers> {
  const items = await Promise.all(Array.from({ length: count }, (_, index) => journalItem({ id: `r${count - index}`, title: `Reading ${count - index}` })));
  return { items, pageSize, deleteRefusals: {} };
}

describe('My Readings', () => {
  it('invites a first reading when nothing is saved', async () => {
    serveJournalPages({ items: [], pageSize: 50, deleteRefusals: {} });
    open();
    expect(await screen.findByText('No saved readings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Reading' })).toHaveAttribute('href', '/app/main/reading');
  });

  it('lists the saved readings newest first, with their cards and what the journal holds of them', async () => {
    serveJournalPages(await twoReadings());
    open();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Uneasy → Hopeful/)).toBeInTheDocument();
    expect(within(within(items[0]!).getByRole('list', { name: 'From your journal' })).getByText('family')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: 'A Long Road' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('+5')).toBeInTheDocument();
  });

  it('opens a reading in the journal, which makes nothing active', async () => {
    const api = serveJournalPages(await twoReadings());
    const user = userEvent.setup();
    const { router } = open();
    const openLink = await screen.findByRole('link', { name: 'Open A Long Road' });
    expect(openLink).toHaveAttribute('href', '/app/main/journal/r1');
    await user.click(openLink);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/journal/r1'));
    expect(api.requests(setActiveReading)).toHaveLength(0);
  });

  it('shows a page at a time, newest first, and the older ones when asked', async () => {
    const api = serveJournalPages(await manyReadings(5, 2));
    const user = userEvent.setup();
    open();
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('Showing the newest 2 of 5 readings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older readings' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Show older readings' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Reading 5', 'Reading 4', 'Reading 3', 'Reading 2', 'Reading 1']);
    expect(screen.queryByRole('button', { name: 'Show older readings' })).not.toBeInTheDocument();
    expect(api.requests(getJournalPage)).toHaveLength(3);
  });

  it('searches every page, not only those shown, by the words of questions and notes', async () => {
    const answers = await manyReadings(5, 2);
    answers.items[4] = await journalItem({ id: 'r1', title: 'Reading 1', entry: { reflection: 'A *xylophone* in a dream.' } });
    serveJournalPages(answers);
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('searchbox', { name: 'Search your readings' }), 'xylophone');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Reading 1' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 readings match.');
  });

  it('filters by spread, tag and mood, says how many match, and clears', async () => {
    serveJournalPages(await twoReadings());
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spread' }), 'Celtic Cross');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'A Long Road' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters 1 set' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'family');
    await vi.waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    expect(screen.getByRole('status')).toHaveTextContent('No saved reading matches these filters.');

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mood' }), 'Hopeful');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'with');
    expect(await screen.findByText('No saved reading matches these filters.')).toBeInTheDocument();
  });

  it('deletes a reading after confirming', async () => {
    serveJournalPages(await twoReadings());
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete The Turning Tide' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('with everything you wrote about it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('The Turning Tide')).not.toBeInTheDocument();
  });

  it('says why a reading could not be deleted, without the Error dialog', async () => {
    const answers = await twoReadings();
    answers.deleteRefusals.r2 = refusal(404, { error: 'not_found', message: 'No such reading' });
    serveJournalPages(answers);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete The Turning Tide' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such reading');
    expect(errorFlag.get()).toBe(false);
  });

  it('offers Try again when the journal cannot be loaded', async () => {
    const answers = await twoReadings();
    let refuse = true;
    serveJournalPages(answers, [[getJournalPage, () => (refuse ? refusal(500, { error: 'INTERNAL', message: 'Boom' }) : { items: answers.items, next: null, total: 2 })]]);
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Your readings could not be loaded.')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });
});
