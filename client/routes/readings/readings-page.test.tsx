import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getReadingIds, setActiveReading } from '#common/api/readings.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { savedReadings, serveSaved } from '#client/features/readings/testing/saved-answers.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { Component as ReadingsPage } from './readings-page.tsx';

const open = () => renderPage(ReadingsPage, { pattern: '/app/main/readings', path: '/app/main/readings' });

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
    serveSaved(await savedReadings());
    open();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(await within(items[0]!).findByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
    expect(await within(items[1]!).findByRole('heading', { name: 'A Long Road' })).toBeInTheDocument();
    expect(await within(items[1]!).findByText('+5')).toBeInTheDocument();
  });

  it('opens a reading in the journal, which makes nothing active', async () => {
    const api = serveSaved(await savedReadings());
    const user = userEvent.setup();
    const { router } = open();
    const openLink = await screen.findByRole('link', { name: 'Open A Long Road' });
    expect(openLink).toHaveAttribute('href', '/app/main/journal/r1');
    await user.click(openLink);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/journal/r1'));
    expect(api.requests(setActiveReading)).toHaveLength(0);
  });

  it('searches the saved readings by the words of their questions and filters them by spread, saying how many match', async () => {
    serveSaved(await savedReadings());
    const user = userEvent.setup();
    open();
    const search = await screen.findByRole('searchbox', { name: 'Search your readings' });
    await vi.waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Spread' })).getAllByRole('option')).toHaveLength(3));

    await user.type(search, 'long ro');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'A Long Road' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 readings match.');

    await user.clear(search);
    await user.type(search, 'xylophone');
    await vi.waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    expect(screen.getByRole('status')).toHaveTextContent('No saved reading matches “xylophone”.');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(search).toHaveValue('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Spread' }), 'Celtic Cross');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'A Long Road' })).toBeInTheDocument();
    await user.type(search, 'xylophone');
    expect(await screen.findByText('No saved reading laid out as Celtic Cross matches “xylophone”.')).toBeInTheDocument();
  });

  it('deletes a reading after confirming', async () => {
    const answers = await savedReadings();
    serveSaved(answers);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete The Turning Tide' }));
    answers.ids = ['r1'];
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('The Turning Tide')).not.toBeInTheDocument();
  });
});

describe('My Readings shows the server’s sentence when Delete is refused', () => {
  it('says why a reading could not be deleted, without the Error dialog', async () => {
    const answers = await savedReadings();
    answers.deleted.r2 = refusal(404, { error: 'not_found', message: 'No such reading' });
    serveSaved(answers);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete The Turning Tide' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such reading');
    expect(errorFlag.get()).toBe(false);
  });
});

describe('‘Card not found in deck’ and the ‘Error loading reading’ fallback exist but nothing calls them', () => {
  it('shows ‘Error loading reading’ and ‘Failed to load reading details’ for a reading whose info fails to load', async () => {
    const answers = await savedReadings();
    answers.info.r1 = refusal(500, { error: 'INTERNAL', message: 'Boom' });
    serveSaved(answers);
    open();
    const items = await screen.findAllByRole('article');
    expect(await within(items[1]!).findByRole('heading', { name: 'Error loading reading' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Failed to load reading details')).toBeInTheDocument();
    expect(await within(items[0]!).findByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
  });
});
