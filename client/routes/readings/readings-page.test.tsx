import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Declaration, endpointUrl, type ResponseOf } from '#common/api/endpoint.ts';
import {
  canSaveReading,
  deleteActiveReading,
  deleteReading,
  getActiveReading,
  getReading,
  getReadingIds,
  getReadingInfo,
  hasActiveReading,
  type Reading,
  type ReadingInfo,
  saveReading,
  setActiveReading,
} from '#common/api/readings.ts';
import { buildReading } from '#client/features/readings/testing/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type ApiRefusal, type ApiRoute, mockApi, refusal } from '#client/test/mock-api.ts';
import { Component as ReadingsPage } from './readings-page.tsx';

const open = () => renderPage(ReadingsPage, { pattern: '/app/main/readings', path: '/app/main/readings' });

type Success = ResponseOf<typeof setActiveReading>;

/** What the server answers about the saved readings, by reading id where the call names one; a test may change it. */
interface SavedAnswers {
  ids: string[];
  info: Record<string, ReadingInfo | ApiRefusal>;
  readings: Record<string, Reading>;
  setActive: Record<string, Success | ApiRefusal>;
  deleted: Record<string, Success | ApiRefusal>;
}

async function savedReadings(): Promise<SavedAnswers> {
  return {
    ids: ['r2', 'r1'],
    info: {
      r2: { id: 'r2', title: 'The Turning Tide', summary: 'Letting go.' },
      r1: { id: 'r1', title: 'A Long Road', summary: 'Patience.' },
    },
    readings: {
      r2: await buildReading({ id: 'r2' }),
      r1: await buildReading({ id: 'r1', spreadTypeName: 'CELTIC_CROSS', cards: 9, crossing: true }),
    },
    setActive: { r1: { success: true } },
    deleted: { r2: { success: true } },
  };
}

const NOT_FOUND = refusal(404, { error: 'not_found', message: 'No such reading' });

/** Answers a call naming a reading by its id from `answers`, and an id they do not hold as not found. */
const byId =
  <T,>(answers: () => Record<string, T>) =>
  ({ params }: { params: { id: string } }) =>
    answers()[params.id] ?? NOT_FOUND;

/** Answers My Readings' calls from `answers`, read at each call; the `first` routes come before them. */
function serve(answers: SavedAnswers, first: readonly ApiRoute<Declaration>[] = []) {
  return mockApi([
    ...first,
    [getReadingIds, () => ({ ids: answers.ids })],
    [getReadingInfo, byId(() => answers.info)],
    [getReading, byId(() => answers.readings)],
    [setActiveReading, byId(() => answers.setActive)],
    [deleteReading, byId(() => answers.deleted)],
    [hasActiveReading, { hasActiveReading: true }],
    [canSaveReading, { canSave: true }],
  ]);
}

const IN_THE_WAY = 'Save or discard your current reading before opening another.';

/** The saved readings, an unsaved finished one active, and Open answering 409 until `answers.setActive` changes. */
async function blockedByActive() {
  const answers = await savedReadings();
  answers.setActive.r1 = refusal(409, { error: 'reading_in_progress', message: IN_THE_WAY });
  const api = serve(answers, [
    [getActiveReading, await buildReading({ id: 'r9', status: 'ACTIVE', saved: false })],
    [saveReading, { success: true }],
    [deleteActiveReading, { success: true }],
  ]);
  const calls = (declaration: Declaration) => api.requests(declaration).length;
  return { answers, calls };
}

/** Opens My Readings and asks for a saved reading, which the server refuses: the dialog it brings up. */
async function openBlocked() {
  const user = userEvent.setup();
  const { router } = open();
  await user.click(await screen.findByRole('button', { name: 'Open A Long Road' }));
  const dialog = await screen.findByRole('dialog', { name: 'Another reading is open' });
  return { user, router, dialog };
}

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('My Readings', () => {
  it('invites a first reading when nothing is saved', async () => {
    mockApi([[getReadingIds, { ids: [] }]]);
    open();
    expect(await screen.findByText('No saved readings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Reading' })).toHaveAttribute('href', '/app/main/reading');
  });

  it('lists the saved readings newest first, with their cards', async () => {
    serve(await savedReadings());
    open();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(await within(items[0]!).findByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
    expect(await within(items[1]!).findByRole('heading', { name: 'A Long Road' })).toBeInTheDocument();
    expect(await within(items[1]!).findByText('+5')).toBeInTheDocument();
  });

  it('opens a reading by making it the active one', async () => {
    const api = serve(await savedReadings());
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Open A Long Road' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    const call: unknown[] | undefined = api.fetch.mock.calls.find(([url]) => String(url).endsWith(endpointUrl(setActiveReading, { id: 'r1' })));
    expect((call?.[1] as RequestInit | undefined)?.method).toBe('POST');
  });

  it('deletes a reading after confirming', async () => {
    const answers = await savedReadings();
    serve(answers);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete The Turning Tide' }));
    answers.ids = ['r1'];
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('The Turning Tide')).not.toBeInTheDocument();
  });
});

describe('My Readings shows the server’s sentence when Open or Delete is refused', () => {
  it('says why a reading could not be opened, without the Error dialog', async () => {
    const answers = await savedReadings();
    answers.setActive.r1 = refusal(400, { error: 'not_saved', message: 'Only saved readings can be opened again.' });
    serve(answers);
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Open A Long Road' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only saved readings can be opened again.');
    expect(errorFlag.get()).toBe(false);
    expect(router.state.location.pathname).toBe('/app/main/readings');
  });

  it('says why a reading could not be deleted, without the Error dialog', async () => {
    const answers = await savedReadings();
    answers.deleted.r2 = refusal(404, { error: 'not_found', message: 'No such reading' });
    serve(answers);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete The Turning Tide' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such reading');
    expect(errorFlag.get()).toBe(false);
  });
});

describe('My Readings → Open while an unsaved reading is active explains the 409 and offers the way out', () => {
  it('shows the server’s sentence instead of the Error dialog', async () => {
    await blockedByActive();
    const { dialog } = await openBlocked();
    expect(within(dialog).getByText(IN_THE_WAY)).toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
  });

  it('saves the active reading, then opens the one asked for', async () => {
    const { answers, calls } = await blockedByActive();
    const { user, router, dialog } = await openBlocked();
    answers.setActive.r1 = { success: true };
    await user.click(await within(dialog).findByRole('button', { name: 'Save it and open this one' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    expect(calls(saveReading)).toBe(1);
    expect(calls(deleteActiveReading)).toBe(0);
    expect(calls(setActiveReading)).toBe(2);
  });

  it('discards the active reading, saying it is lost for good, then opens the one asked for', async () => {
    const { answers, calls } = await blockedByActive();
    const { user, router, dialog } = await openBlocked();
    expect(await within(dialog).findByText(/Discarding loses it for good/)).toBeInTheDocument();
    answers.setActive.r1 = { success: true };
    await user.click(await within(dialog).findByRole('button', { name: 'Discard it and open this one' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    expect(calls(deleteActiveReading)).toBe(1);
    expect(calls(saveReading)).toBe(0);
  });

  it('stays on My Readings when cancelled', async () => {
    const { calls } = await blockedByActive();
    const { user, router, dialog } = await openBlocked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/main/readings');
    expect(calls(saveReading) + calls(deleteActiveReading)).toBe(0);
  });
});

describe('‘Card not found in deck’ and the ‘Error loading reading’ fallback exist but nothing calls them', () => {
  it('shows ‘Error loading reading’ and ‘Failed to load reading details’ for a reading whose info fails to load', async () => {
    const answers = await savedReadings();
    answers.info.r1 = refusal(500, { error: 'INTERNAL', message: 'Boom' });
    serve(answers);
    open();
    const items = await screen.findAllByRole('article');
    expect(await within(items[1]!).findByRole('heading', { name: 'Error loading reading' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Failed to load reading details')).toBeInTheDocument();
    expect(await within(items[0]!).findByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
  });
});
