import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJournalEntry, saveJournalEntry } from '#common/api/journal.ts';
import { JOURNAL_MAX_TAGS, JOURNAL_TAG_MAX_LENGTH } from '#common/limits.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { CONFLICT_MESSAGE, entryOf, serveJournal, versionOf } from '../testing/journal-answers.ts';
import { JournalSection } from './journal-section.tsx';

const QUESTION = 'Should I take the new job my sister found for me?';

function open(path = '/app/main/journal/r1') {
  renderWithProviders(<JournalSection readingId="r1" question={QUESTION} canEmail />, path);
  return userEvent.setup();
}

/** Opens the editor on an empty entry. */
async function write() {
  const user = open();
  await user.click(await screen.findByRole('button', { name: 'Write' }));
  return user;
}

const tagField = () => screen.getByRole('textbox', { name: 'Tags' });
const chips = () => within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((chip) => chip.textContent);

/** Whether the page, about to be closed, asked the browser to warn first. */
function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => vi.unstubAllGlobals());

describe('the journal under a saved reading', () => {
  it('invites writing when nothing is written yet', async () => {
    serveJournal(entryOf());
    open();
    expect(await screen.findByText('What did this reading stir in you?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your journal' })).toBeInTheDocument();
  });

  it('shows the saved entry rendered, with moods as words and tags as chips, and Edit', async () => {
    serveJournal(entryOf({ version: 1, updatedAt: Date.now(), reflection: 'It felt **true**.\n\n- rest\n- ask', moodBefore: 2, moodAfter: 4, tags: ['work'] }));
    open();
    const strong = await screen.findByText('true');
    expect(strong.tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['rest', 'ask', 'work']);
    expect(screen.getByText('Uneasy')).toBeInTheDocument();
    expect(screen.getByText('Hopeful')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('adds tags with Enter and with a comma, and a suggestion with one click, then hides that suggestion', async () => {
    serveJournal(entryOf());
    const user = await write();
    expect(screen.getByRole('button', { name: 'Add tag work' })).toBeInTheDocument();
    await user.type(tagField(), 'courage{Enter}');
    await user.type(tagField(), 'change, Courage,');
    await user.click(screen.getByRole('button', { name: 'Add tag family' }));
    expect(chips()).toEqual(['courage', 'change', 'family']);
    expect(screen.queryByRole('button', { name: 'Add tag family' })).not.toBeInTheDocument();
    expect(tagField()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove tag change' }));
    expect(chips()).toEqual(['courage', 'family']);
  });

  it('refuses a tag that is too long, keeping it in the field, and says when the tags are full', async () => {
    serveJournal(entryOf({ version: 1, tags: Array.from({ length: JOURNAL_MAX_TAGS - 1 }, (_, index) => `t${index}`) }));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const long = 'x'.repeat(JOURNAL_TAG_MAX_LENGTH + 1);
    await user.type(tagField(), `${long}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent(`A tag can be at most ${JOURNAL_TAG_MAX_LENGTH} characters`);
    expect(tagField()).toHaveValue(long);
    await user.clear(tagField());
    await user.type(tagField(), 'last{Enter}');
    expect(chips()).toHaveLength(JOURNAL_MAX_TAGS);
    expect(tagField()).toBeDisabled();
    expect(screen.getByText(/the most an entry holds/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add tag/ })).not.toBeInTheDocument();
  });

  it('saves the whole entry with the version it started from, says Saved, and shows what was saved', async () => {
    const { api } = serveJournal(entryOf({ version: 3, reflection: 'Before' }));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const reflection = screen.getByRole('textbox', { name: 'Your reflection' });
    await user.clear(reflection);
    await user.type(reflection, 'A *quiet* yes');
    await user.click(within(screen.getByRole('group', { name: 'Mood before the reading' })).getByRole('radio', { name: 'Heavy' }));
    await user.click(within(screen.getByRole('group', { name: 'Mood after the reading' })).getByRole('radio', { name: 'Bright' }));
    await user.click(within(screen.getByRole('group', { name: 'Mood after the reading' })).getByRole('button', { name: /Clear/ }));
    await user.type(tagField(), 'hope{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    expect(api.requests(saveJournalEntry).map((request) => request.body)).toEqual([
      { reflection: 'A *quiet* yes', moodBefore: 1, moodAfter: null, tags: ['hope'], baseVersion: 3 },
    ]);
    expect(screen.getByText('quiet').tagName).toBe('EM');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('asks the browser to warn before the tab closes while changes are unsaved, and not once they are saved', async () => {
    serveJournal(entryOf());
    const user = await write();
    expect(leave()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Your reflection' }), 'Half a thought');
    expect(leave()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    expect(leave()).toBe(false);
  });

  it('previews the reflection as it will show, never as markup', async () => {
    serveJournal(entryOf());
    const user = await write();
    await user.type(screen.getByRole('textbox', { name: 'Your reflection' }), '**Bold** <b>tag</b>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of your reflection' });
    expect(within(preview).getByText('Bold').tagName).toBe('STRONG');
    expect(preview).toHaveTextContent('Bold <b>tag</b>');
    expect(preview.querySelector('b')).toBeNull();
  });

  it('on a conflict says so, loads the newest version beside the text typed, and saves over it', async () => {
    const { api, state } = serveJournal(entryOf({ version: 1, reflection: 'First' }));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    state.entry = entryOf({ version: 2, reflection: 'Written in another tab' });
    const reflection = screen.getByRole('textbox', { name: 'Your reflection' });
    await user.type(reflection, ' and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Load the newest version' }));
    const newest = await screen.findByRole('region', { name: 'The newest saved version' });
    expect(newest).toHaveTextContent('Written in another tab');
    expect(screen.getByRole('textbox', { name: 'Your reflection' })).toHaveValue('First and more');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    expect(api.requests(saveJournalEntry).map((request) => request.body.baseVersion)).toEqual([1, 2]);
    expect(state.entry.reflection).toBe('First and more');
  });

  it('lists the earlier versions behind a disclosure, with their dates', async () => {
    const saved = new Date(2024, 2, 5).getTime();
    serveJournal(entryOf({ version: 3, reflection: 'Now' }), { history: [versionOf(2, 'Second *try*', saved), versionOf(1, 'First try', saved)] });
    const user = open();
    const summary = await screen.findByText('Earlier versions (2)');
    await user.click(summary);
    expect(screen.getByText('First try')).toBeVisible();
    expect(screen.getAllByText(/Saved/)[0]).toHaveTextContent('2024');
  });

  it('says why the entry could not be opened, in the server’s words, with Try again', async () => {
    mockApi([[getJournalEntry, refusal(404, { error: 'not_found', message: 'No such reading' })]]);
    open();
    expect(await screen.findByText('No such reading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
