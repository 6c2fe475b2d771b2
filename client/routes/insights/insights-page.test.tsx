import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJournalPage, type JournalItem, type JournalPage } from '#common/api/journal.ts';
import { ALL_SLUGS, journalItems, journalPages } from '#client/test/journal-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type ApiRefusal, mockApi, refusal } from '#client/test/mock-api.ts';
import { Component as InsightsPage } from './insights-page.tsx';

const open = () => renderPage(InsightsPage, { pattern: '/app/main/insights', path: '/app/main/insights' });

/** Answers the journal's pages from `pages` (by the cursor the page before gave), read at each call so a test may change them. */
function serveJournal(pages: (JournalPage | ApiRefusal)[]) {
  return mockApi([
    [
      getJournalPage,
      ({ query }) => {
        const after = query.get('after');
        return pages[after === null ? 0 : Number(after.replace('page-', ''))]!;
      },
    ],
  ]);
}

/**
 * Eight three-card readings: The Tower in six of them, where chance alone would give it about 0.3 draws. The first
 * three are reversed and the last two laid without reversals.
 */
const towerJournal = (): JournalItem[] =>
  journalItems(8, (index) => ({
    cards: [index < 6 ? 'the-tower' : 'the-star', ALL_SLUGS[22 + index]!, { slug: ALL_SLUGS[40 + index]!, reversed: index < 3 }],
    allowReversed: index < 6,
    moodBefore: 2,
    moodAfter: index < 5 ? 4 : 2,
    tags: ['work'],
  }));

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('Insights', () => {
  it('loads every page of the journal, then names the card that comes up beyond chance', async () => {
    const api = serveJournal(journalPages(towerJournal(), 3));
    open();
    expect(await screen.findByText(/^The Tower comes up more often than chance explains/)).toHaveTextContent(
      'The Tower comes up more often than chance explains: drawn 6 times; chance alone would give about 0.3.',
    );
    expect(api.requests(getJournalPage).map((request) => request.query.get('after'))).toEqual([null, 'page-1', 'page-2']);
    const mostDrawn = section('Cards that come up most');
    expect(within(mostDrawn).getByRole('img', { name: /most drawn cards/ })).toBeInTheDocument();
    expect(mostDrawn).toHaveTextContent('Out of 24 cards drawn in 8 readings');
    expect(section('Cards that return to a topic')).toHaveTextContent('The Tower came up in 6 of your 8 readings about “work”.');
    expect(section('Mood before and after')).toHaveTextContent('your mood lifted after 5, stayed the same after 3 and was lower after 0');
    expect(screen.queryByText(/patterns are still faint/)).not.toBeInTheDocument();
  });

  it('holds a chart’s numbers in its table: majors and reversals, leaving out readings laid without reversals', async () => {
    serveJournal(journalPages(towerJournal(), 50));
    const user = userEvent.setup();
    open();
    const arcana = await screen.findByRole('region', { name: 'Major Arcana and reversals' });
    await user.click(within(arcana).getByText('Show as a table'));
    const table = within(arcana).getByRole('table', { name: 'Major Arcana and reversals' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
    // 24 cards, the majors The Tower six times and The Star twice, the rest wands and cups. Reversals count over the 18
    // cards of the six readings laid with them: three reversed.
    expect(rows).toEqual([
      ['Major Arcana', '8', '33%', '28%'],
      ['Minor Arcana', '16', '67%', '72%'],
      ['Reversed', '3', '17%', '50%'],
      ['Upright', '15', '83%', '50%'],
    ]);
    expect(arcana).toHaveTextContent('3 of 18 cards came up reversed (17%)');
    expect(arcana).toHaveTextContent('2 readings laid without reversals are left out of the reversal rate.');
  });

  it('says how far the journal has loaded while its pages come one after another', async () => {
    const api = serveJournal(journalPages(towerJournal(), 3));
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.includes('after=page-1')) await held;
      return api.fetch(input, init);
    });
    open();
    expect(await screen.findByText('Loading 3 of 8 readings…', { selector: '.visually-hidden' })).toBeInTheDocument();
    release?.();
    expect(await screen.findByRole('region', { name: 'Cards that come up most' })).toBeInTheDocument();
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('invites a first reading when nothing is saved', async () => {
    serveJournal(journalPages([], 50));
    open();
    expect(await screen.findByRole('heading', { name: 'No saved readings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Reading' })).toHaveAttribute('href', '/app/main/reading');
    expect(screen.queryByRole('region', { name: 'Cards that come up most' })).not.toBeInTheDocument();
  });

  it('says insights grow with the journal under five readings, and still shows what there is', async () => {
    serveJournal(journalPages(journalItems(2, () => ({ cards: ['the-hermit', 'ace-of-swords'] })), 50));
    open();
    expect(await screen.findByText(/patterns are still faint/)).toHaveTextContent(
      'Insights grow with your journal. With 2 readings so far, patterns are still faint; here is what there is.',
    );
    expect(section('Cards that come up most')).toHaveTextContent(
      'Your most drawn cards are The Hermit and Ace of Swords, drawn 2 times each; chance alone would give about 0.1, so nothing stands out beyond luck yet.',
    );
    expect(section('Mood before and after')).toHaveTextContent('Note how you feel before and after a reading');
    expect(section('Did it help?')).toHaveTextContent('When you answer “How did it turn out?” on a reading');
  });

  it('learns nothing from a reading the safety screen replaced, and says so when that leaves none', async () => {
    const safe = journalItems(1, () => ({ cards: ['death'], safety: true, moodBefore: 1, moodAfter: 5 }));
    serveJournal(journalPages(safe, 50));
    open();
    expect(await screen.findByText(/^None of your saved readings has cards to learn from yet/)).toBeInTheDocument();
    expect(section('Cards that come up most')).toHaveTextContent('No cards to count yet');
    expect(section('Mood before and after')).toHaveTextContent('Note how you feel before and after a reading');
  });

  it('says no card has come twice in a first reading', async () => {
    serveJournal(journalPages(journalItems(1, () => ({ cards: ['the-hermit', 'ace-of-swords', 'the-sun'] })), 50));
    open();
    expect(await screen.findByText('No card has come up twice yet, in 3 cards drawn so far.')).toBeInTheDocument();
    expect(screen.getByText(/patterns are still faint/)).toHaveTextContent('With 1 reading so far');
  });

  it('says which part of the journal failed to load, and goes on from there with Try again', async () => {
    const pages: (JournalPage | ApiRefusal)[] = journalPages(towerJournal(), 3);
    const second = pages[1]!;
    pages[1] = refusal(500, { error: 'internal', message: 'The server could not answer.' });
    serveJournal(pages);
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'We loaded 3 of your readings, but not the rest' })).toBeInTheDocument();
    pages[1] = second;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^The Tower comes up more often than chance explains/)).toBeInTheDocument();
  });

  it('asks to unlock the readings when they are locked in this session', async () => {
    serveJournal([refusal(403, { error: 'locked', message: 'Unlock your readings.' })]);
    open();
    expect(await screen.findByRole('heading', { name: 'Unlock your readings first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unlock' })).toHaveAttribute('href', '/app/encryption/unlock?next=%2Fapp%2Fmain%2Finsights');
  });
});
