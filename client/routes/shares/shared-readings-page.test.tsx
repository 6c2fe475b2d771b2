import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteShare, getSharedReadingIds, getSharedReadingInfo, type SharedReadingInfo } from '#common/api/shares.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { Component as SharedReadingsPage } from './shared-readings-page.tsx';

/** The rows, once every share's info has settled into one. */
async function rows(count: number): Promise<HTMLElement[]> {
  await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(count));
  return screen.getAllByRole('article');
}

const open = () => renderPage(SharedReadingsPage, { pattern: '/app/main/shared-readings', path: '/app/main/shared-readings' });

const DAY = 86_400_000;

function info(id: string, overrides: Partial<SharedReadingInfo> = {}): SharedReadingInfo {
  return {
    id,
    readingId: `reading-${id}`,
    vissibleTitle: 'The Turning Tide',
    summary: 'A month of letting go.',
    expires: null,
    createdAt: Date.UTC(2026, 0, 5),
    uuid: `key-${id}`,
    hitCount: 0,
    ...overrides,
  };
}

/** Two shares on the mocked server; `failing` names one whose info fails to load. The ids list may be changed. */
function mockShares(failing?: string) {
  const state: { ids: [string, number][] } = {
    ids: [
      ['s2', 3],
      ['s1', 1],
    ],
  };
  const infos: Record<string, SharedReadingInfo> = {
    s2: info('s2', { hitCount: 2 }),
    s1: info('s1', { vissibleTitle: 'A Long Road', summary: 'Patience.', expires: Date.now() + 3 * DAY + 60_000 }),
  };
  const api = mockApi([
    [getSharedReadingIds, () => state.ids],
    [
      getSharedReadingInfo,
      ({ params }) =>
        params.id === failing ? refusal(500, { error: 'internal', message: 'Boom' }) : (infos[params.id] ?? refusal(404, { error: 'not_found', message: 'Not found' })),
    ],
    [deleteShare, { success: true }],
  ]);
  return { api, state };
}

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('Shared Readings', () => {
  it('explains how to share when nothing is shared yet', async () => {
    mockApi([[getSharedReadingIds, []]]);
    open();
    expect(await screen.findByRole('heading', { name: 'You haven’t shared any readings yet' })).toBeInTheDocument();
    expect(screen.getByText('Share this reading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Readings' })).toHaveAttribute('href', '/app/main/readings');
  });

  it('lists each share newest first with its title, summary, views from the fresh list, date and expiry', async () => {
    mockShares();
    open();
    const [newer, older] = await rows(2);
    expect(await within(newer!).findByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
    expect(within(newer!).getByText('A month of letting go.')).toBeInTheDocument();
    expect(within(newer!).getByText('3 views')).toBeInTheDocument();
    expect(within(newer!).getByText('Never expires')).toBeInTheDocument();
    expect(within(newer!).getAllByRole('listitem').map((fact) => fact.textContent)).toContainEqual(expect.stringMatching(/^Shared \S/));
    expect(await within(older!).findByRole('heading', { name: 'A Long Road' })).toBeInTheDocument();
    expect(within(older!).getByText('1 view')).toBeInTheDocument();
    expect(within(older!).getByText('Expires in 3 days')).toBeInTheDocument();
    expect(within(older!).getByRole('link', { name: 'Open A Long Road' })).toHaveAttribute('href', '/app/main/shared_reading/reading-s1/key-s1');
  });

  it('shows ‘Error loading reading’ and ‘Failed to load reading details’ for a share whose info fails to load', async () => {
    mockShares('s1');
    open();
    const [newer, older] = await rows(2);
    expect(await within(older!).findByRole('heading', { name: 'Error loading reading' })).toBeInTheDocument();
    expect(within(older!).getByText('Failed to load reading details')).toBeInTheDocument();
    expect(await within(newer!).findByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
  });

  it('copies a share’s public link', async () => {
    mockShares();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    open();
    await user.click(await screen.findByRole('button', { name: 'Copy link of A Long Road' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/shared_reading/reading-s1/key-s1`);
    expect(await screen.findByRole('button', { name: 'Copied of A Long Road' })).toBeInTheDocument();
  });

  it('shows the link selected to copy by hand when the clipboard refuses', async () => {
    mockShares();
    const user = userEvent.setup();
    open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy link of A Long Road' }));
    const field = await screen.findByRole('textbox', { name: 'Share link' });
    expect(field).toHaveValue(`${location.origin}/shared_reading/reading-s1/key-s1`);
    expect(screen.getByText(/press Ctrl\+C/)).toBeInTheDocument();
  });

  it('deletes a share after confirming; its row goes', async () => {
    const { api, state } = mockShares();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete The Turning Tide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop sharing this reading?' });
    expect(dialog).toHaveTextContent('The link to “The Turning Tide” will stop working');
    state.ids = [['s1', 1]];
    await user.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('The Turning Tide')).not.toBeInTheDocument();
    expect(api.requests(deleteShare).map((request) => request.params.id)).toEqual(['s2']);
  });
});
