import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJournalEntry } from '#common/api/journal.ts';
import { deleteActiveReading, saveReading, setActiveReading } from '#common/api/readings.ts';
import { entryOf } from '#client/features/journal/testing/journal-answers.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { blockedByActive, IN_THE_WAY, savedReadings, serveSaved } from '#client/features/readings/testing/saved-answers.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { refusal } from '#client/test/mock-api.ts';
import { Component as JournalReadingPage } from './journal-reading-page.tsx';

const open = (id = 'r1') => renderPage(JournalReadingPage, { pattern: '/app/main/journal/:readingId/:card?', path: `/app/main/journal/${id}` });

/** Opens "A Long Road" in the journal and presses Continue this reading. */
async function continueReading() {
  const user = userEvent.setup();
  const { router } = open();
  await user.click(await screen.findByRole('button', { name: 'Continue this reading' }));
  return { user, router };
}

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('a saved reading in the journal', () => {
  it('shows the reading as written, with its cards face up, and makes nothing active by being looked at', async () => {
    const api = serveSaved(await savedReadings());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your cards' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ask a clarifier/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Readings' })).toHaveAttribute('href', '/app/main/readings');
    expect(api.requests(setActiveReading)).toHaveLength(0);
  });

  it('shows the journal under the reading, inviting a first entry', async () => {
    serveSaved(await savedReadings(), [[getJournalEntry, entryOf()]]);
    open();
    expect(await screen.findByRole('heading', { name: 'Your journal' })).toBeInTheDocument();
    expect(await screen.findByText('What did this reading stir in you?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write' })).toBeInTheDocument();
  });

  it('says so, with the way back, for an id that names none of the saved readings', async () => {
    serveSaved(await savedReadings());
    open('r7');
    expect(await screen.findByRole('heading', { name: 'We couldn’t open this reading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Readings' })).toHaveAttribute('href', '/app/main/readings');
  });

  it('Continue this reading makes it the active one and opens it on the result page', async () => {
    const api = serveSaved(await savedReadings());
    const { router } = await continueReading();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    expect(api.requests(setActiveReading)).toHaveLength(1);
  });

  it('says why it could not continue, in the server’s words, without the Error dialog', async () => {
    const answers = await savedReadings();
    answers.setActive.r1 = refusal(400, { error: 'not_saved', message: 'Only saved readings can be opened again.' });
    serveSaved(answers);
    const { router } = await continueReading();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only saved readings can be opened again.');
    expect(errorFlag.get()).toBe(false);
    expect(router.state.location.pathname).toBe('/app/main/journal/r1');
  });
});

describe('Continue this reading while an unsaved reading is active explains the 409 and offers the way out', () => {
  it('saves the active reading, then continues the one asked for', async () => {
    const { answers, calls } = await blockedByActive();
    const { user, router } = await continueReading();
    const dialog = await screen.findByRole('dialog', { name: 'Another reading is open' });
    expect(within(dialog).getByText(IN_THE_WAY)).toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
    answers.setActive.r1 = { success: true };
    await user.click(await within(dialog).findByRole('button', { name: 'Save it and open this one' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    expect(calls(saveReading)).toBe(1);
    expect(calls(deleteActiveReading)).toBe(0);
    expect(calls(setActiveReading)).toBe(2);
  });

  it('discards the active reading, saying it is lost for good, then continues the one asked for', async () => {
    const { answers, calls } = await blockedByActive();
    const { user, router } = await continueReading();
    const dialog = await screen.findByRole('dialog', { name: 'Another reading is open' });
    expect(await within(dialog).findByText(/Discarding loses it for good/)).toBeInTheDocument();
    answers.setActive.r1 = { success: true };
    await user.click(await within(dialog).findByRole('button', { name: 'Discard it and open this one' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    expect(calls(deleteActiveReading)).toBe(1);
    expect(calls(saveReading)).toBe(0);
  });

  it('stays on the reading when cancelled', async () => {
    const { calls } = await blockedByActive();
    const { user, router } = await continueReading();
    const dialog = await screen.findByRole('dialog', { name: 'Another reading is open' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/main/journal/r1');
    expect(calls(saveReading) + calls(deleteActiveReading)).toBe(0);
  });
});
