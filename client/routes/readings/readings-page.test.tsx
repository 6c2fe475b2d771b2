import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReading } from '#client/features/readings/testing/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch, type CannedResponse } from '#client/test/mock-fetch.ts';
import { Component as ReadingsPage } from './readings-page.tsx';

const open = () => renderPage(ReadingsPage, { pattern: '/app/main/readings', path: '/app/main/readings' });

async function savedReadings(): Promise<Record<string, CannedResponse>> {
  const newer = await buildReading({ id: 'r2' });
  const older = await buildReading({ id: 'r1', spreadTypeName: 'CELTIC_CROSS', cards: 9, crossing: true });
  return {
    '/v1/reading/get_reading_ids': { body: { ids: ['r2', 'r1'] } },
    '/v1/reading/get_reading_info/r2': { body: { id: 'r2', title: 'The Turning Tide', summary: 'Letting go.' } },
    '/v1/reading/get_reading_info/r1': { body: { id: 'r1', title: 'A Long Road', summary: 'Patience.' } },
    '/v1/reading/get_reading/r2': { body: newer },
    '/v1/reading/get_reading/r1': { body: older },
    '/v1/reading/set_active/r1': { body: { success: true } },
    '/v1/reading/delete_reading/r2': { body: { success: true } },
    '/v1/reading/has_active_reading': { body: { hasActiveReading: true } },
    '/v1/reading/can_save_reading': { body: { canSave: true } },
  };
}

const IN_THE_WAY = 'Save or discard your current reading before opening another.';

/** The saved readings, an unsaved finished one active, and Open answering 409 until `opening.status` changes. */
async function blockedByActive() {
  const routes = await savedReadings();
  const opening: CannedResponse = { status: 409, body: { error: 'reading_in_progress', message: IN_THE_WAY } };
  routes['/v1/reading/set_active/r1'] = opening;
  routes['/v1/reading/get_active_reading'] = { body: await buildReading({ id: 'r9', status: 'ACTIVE', saved: false }) };
  routes['/v1/reading/save_reading'] = { body: { success: true } };
  routes['/v1/reading/delete_reading/active'] = { body: { success: true } };
  const fetchMock = mockFetch(routes);
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).length;
  return { opening, calls };
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
    mockFetch({ '/v1/reading/get_reading_ids': { body: { ids: [] } } });
    open();
    expect(await screen.findByText('No saved readings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Reading' })).toHaveAttribute('href', '/app/main/reading');
  });

  it('lists the saved readings newest first, with their cards', async () => {
    mockFetch(await savedReadings());
    open();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(await within(items[0]!).findByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
    expect(await within(items[1]!).findByRole('heading', { name: 'A Long Road' })).toBeInTheDocument();
    expect(await within(items[1]!).findByText('+5')).toBeInTheDocument();
  });

  it('opens a reading by making it the active one', async () => {
    const fetchMock = mockFetch(await savedReadings());
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Open A Long Road' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    const call: unknown[] | undefined = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/v1/reading/set_active/r1'));
    expect((call?.[1] as RequestInit | undefined)?.method).toBe('POST');
  });

  it('deletes a reading after confirming', async () => {
    const routes = await savedReadings();
    mockFetch(routes);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete The Turning Tide' }));
    routes['/v1/reading/get_reading_ids'] = { body: { ids: ['r1'] } };
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('The Turning Tide')).not.toBeInTheDocument();
  });
});

describe('My Readings shows the server’s sentence when Open or Delete is refused', () => {
  it('says why a reading could not be opened, without the Error dialog', async () => {
    const routes = await savedReadings();
    routes['/v1/reading/set_active/r1'] = { status: 400, body: { error: 'not_saved', message: 'Only saved readings can be opened again.' } };
    mockFetch(routes);
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Open A Long Road' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only saved readings can be opened again.');
    expect(errorFlag.get()).toBe(false);
    expect(router.state.location.pathname).toBe('/app/main/readings');
  });

  it('says why a reading could not be deleted, without the Error dialog', async () => {
    const routes = await savedReadings();
    routes['/v1/reading/delete_reading/r2'] = { status: 404, body: { error: 'not_found', message: 'No such reading' } };
    mockFetch(routes);
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
    const { opening, calls } = await blockedByActive();
    const { user, router, dialog } = await openBlocked();
    opening.status = 200;
    opening.body = { success: true };
    await user.click(await within(dialog).findByRole('button', { name: 'Save it and open this one' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    expect(calls('/v1/reading/save_reading')).toBe(1);
    expect(calls('/v1/reading/delete_reading/active')).toBe(0);
    expect(calls('/v1/reading/set_active/r1')).toBe(2);
  });

  it('discards the active reading, saying it is lost for good, then opens the one asked for', async () => {
    const { opening, calls } = await blockedByActive();
    const { user, router, dialog } = await openBlocked();
    expect(await within(dialog).findByText(/Discarding loses it for good/)).toBeInTheDocument();
    opening.status = 200;
    opening.body = { success: true };
    await user.click(await within(dialog).findByRole('button', { name: 'Discard it and open this one' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/r1/-1'));
    expect(calls('/v1/reading/delete_reading/active')).toBe(1);
    expect(calls('/v1/reading/save_reading')).toBe(0);
  });

  it('stays on My Readings when cancelled', async () => {
    const { calls } = await blockedByActive();
    const { user, router, dialog } = await openBlocked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/main/readings');
    expect(calls('/v1/reading/save_reading') + calls('/v1/reading/delete_reading/active')).toBe(0);
  });
});

describe('‘Card not found in deck’ and the ‘Error loading reading’ fallback exist but nothing calls them', () => {
  it('shows ‘Error loading reading’ and ‘Failed to load reading details’ for a reading whose info fails to load', async () => {
    const routes = await savedReadings();
    routes['/v1/reading/get_reading_info/r1'] = { status: 500, body: { error: 'INTERNAL', message: 'Boom' } };
    mockFetch(routes);
    open();
    const items = await screen.findAllByRole('article');
    expect(await within(items[1]!).findByRole('heading', { name: 'Error loading reading' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Failed to load reading details')).toBeInTheDocument();
    expect(await within(items[0]!).findByRole('heading', { name: 'The Turning Tide' })).toBeInTheDocument();
  });
});
