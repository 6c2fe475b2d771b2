import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caches } from '#common/api/admin-ops.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { cacheSettled, readCached, setCacheKey, setCacheNamespace, writeCached } from '#client/lib/cache.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type FakeCacheStorage, installFakeCaches } from '#client/test/fake-cache-storage.ts';
import { type CannedResponse, mockFetch } from '#client/test/mock-fetch.ts';
import { Component as CacheDashboardPage } from './cache-dashboard-page.tsx';

const CACHES = '/v1/admin/caches';
const PURGE_SHELL = '/v1/admin/caches/share-page-shell/purge';
const PURGE_ALL = '/v1/admin/caches/purge';
const SERVER: Caches = {
  caches: [
    { name: 'share-page-shell', entries: 3, hits: 9, misses: 1, hitRate: 0.9, approxBytes: 24_600 },
    { name: 'spare', entries: 0, hits: 0, misses: 0, hitRate: null, approxBytes: 0 },
  ],
};
const SETTINGS = '/v1/user-settings/get';

let storage: FakeCacheStorage;

function open(extra: Record<string, CannedResponse> = {}) {
  const fetchMock = mockFetch({ [CACHES]: { body: SERVER }, ...extra });
  renderPage(CacheDashboardPage, { pattern: '/app/main/cache/dashboard', path: '/app/main/cache/dashboard' });
  return fetchMock;
}

/** The calls to `path`, each as fetch was given it: input and init. */
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[][] =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
const browserFigure = (label: string) => screen.getByTestId(`browser-${label}`);

beforeEach(() => {
  storage = installFakeCaches();
});
afterEach(async () => {
  setCacheNamespace(null);
  setCacheKey(null);
  await cacheSettled();
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('Cache dashboard: the server’s caches', () => {
  it('lists each cache with its entries, hit rate and size', async () => {
    open();
    const row = await screen.findByTestId('cache-share-page-shell');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '90 %', '25 kB', 'Purge']);
    expect(within(screen.getByTestId('cache-spare')).getByText('no lookups yet')).toBeInTheDocument();
  });

  it('purges one cache once confirmed, says what it dropped and reads the caches again', async () => {
    const fetchMock = open({ [PURGE_SHELL]: { body: { purged: [{ name: 'share-page-shell', entries: 3 }] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Purge share-page-shell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge share-page-shell?' });
    expect(callsTo(fetchMock, PURGE_SHELL)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Purge' }));
    expect(await screen.findByText('Purged share-page-shell (3 entries).')).toBeInTheDocument();
    expect((callsTo(fetchMock, PURGE_SHELL)[0]?.[1] as RequestInit | undefined)?.method).toBe('POST');
    await vi.waitFor(() => expect(callsTo(fetchMock, CACHES)).toHaveLength(2));
  });

  it('purges nothing when the dialog is cancelled', async () => {
    const fetchMock = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Purge all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge every cache?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, PURGE_ALL)).toHaveLength(0);
  });

  it('purges every cache with Purge all', async () => {
    const fetchMock = open({ [PURGE_ALL]: { body: { purged: [{ name: 'share-page-shell', entries: 3 }, { name: 'spare', entries: 0 }] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Purge all' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Purge all' }));
    expect(await screen.findByText('Purged share-page-shell (3 entries), spare (0 entries).')).toBeInTheDocument();
    expect(callsTo(fetchMock, PURGE_ALL)).toHaveLength(1);
  });

  it('shows the server’s refusal in the cache’s row, without the Error dialog', async () => {
    const message = 'There is no cache named share-page-shell.';
    open({ [PURGE_SHELL]: { status: 404, body: { error: 'not_found', message } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Purge share-page-shell' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Purge' }));
    expect(await within(screen.getByTestId('cache-share-page-shell')).findByRole('alert')).toHaveTextContent(message);
    expect(errorFlag.get()).toBe(false);
  });
});

describe('Cache dashboard: this browser', () => {
  it('counts what this browser keeps, and Clear empties it and the tab’s memory', async () => {
    setCacheNamespace('a'.repeat(32));
    await writeCached(SETTINGS, { theme: 'dark' });
    open();
    await vi.waitFor(() => expect(browserFigure('Entries')).toHaveTextContent('Entries1'));
    expect(browserFigure('Plain')).toHaveTextContent('Plain1');
    expect(browserFigure('Sealed')).toHaveTextContent('Sealed0');
    expect(browserFigure('Oldest entry')).toHaveTextContent(/^Oldest entry\d+ s old$/);
    expect(browserFigure('Total size')).toHaveTextContent(`Total size${JSON.stringify({ theme: 'dark' }).length} B`);

    await userEvent.click(screen.getByRole('button', { name: 'Clear this browser’s cache' }));
    expect(await screen.findByText('Cleared: this browser and tab keep no cached answers now.')).toBeInTheDocument();
    await vi.waitFor(() => expect(browserFigure('Entries')).toHaveTextContent('Entries0'));
    expect(storage.usedBytes()).toBe(0);
    await expect(readCached(SETTINGS)).resolves.toBeUndefined();
  });

  it('says so where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    open();
    expect(await screen.findByText(/^Not available in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear this browser’s cache' })).not.toBeInTheDocument();
  });
});
