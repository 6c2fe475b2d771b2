import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_OVER_CONFIRMATION } from '#common/api/encryption.ts';
import { MainMenu } from '#client/routes/app/menu/main-menu.tsx';
import { encryptionStatusQuery } from '#client/features/encryption/api.ts';
import { StartOverModal } from '#client/features/encryption/components/start-over-modal.tsx';
import { getReadingInfo } from '#client/features/readings/api.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { type FakeCacheStorage, installFakeCaches } from '#client/test/fake-cache-storage.ts';
import { cacheSettled, clearCache, readCached, setCacheKey, setCacheNamespace, writeCached } from './cache.ts';
import { errorFlag } from './error-flag.ts';
import { queryClient } from './query-client.ts';

const USER = 'd'.repeat(32);
const INFO_URL = '/v1/reading/get_reading_info/r1';
const INFO_KEY = ['readings', 'info', 'r1'];
const INFO = { id: 'r1', title: 'The Turning Tide', summary: 'A month of letting go and beginning again.' };

let storage: FakeCacheStorage;

/** What a tab holds after showing a saved reading: the cached info (in memory and sealed in storage) and the query's copy. */
async function holdDecryptedReading(): Promise<void> {
  storage = installFakeCaches();
  setCacheNamespace(USER);
  setCacheKey('K'.repeat(43));
  await writeCached(INFO_URL, INFO);
  queryClient.setQueryData(INFO_KEY, INFO);
  await expect(readCached(INFO_URL)).resolves.toEqual(INFO);
  expect(storage.dump()).toContain(INFO_URL);
}

async function expectForgotten(): Promise<void> {
  await cacheSettled();
  // Signing in and unlocking again as the same user must not find it either.
  setCacheNamespace(USER);
  setCacheKey('K'.repeat(43));
  await expect(readCached(INFO_URL)).resolves.toBeUndefined();
  expect(queryClient.getQueryData(INFO_KEY)).toBeUndefined();
  expect(storage.dump()).not.toContain(INFO_URL);
  expect(JSON.stringify({ ...localStorage })).not.toContain(INFO.title);
}

/** Keeps happy-dom from following the Logout link; the app's own click handler runs first. */
const stayOnPage = (event: Event) => event.preventDefault();

afterEach(async () => {
  // Also lets go of this test's fake Cache Storage.
  await clearCache();
  document.removeEventListener('click', stayOnPage);
  act(() => errorFlag.set(false));
  queryClient.clear();
  setCacheNamespace(null);
  setCacheKey(null);
  vi.unstubAllGlobals();
});

describe('Decrypted reading titles and summaries are kept in localStorage for 30 days and survive sign-out', () => {
  it('forgets the decrypted readings when the Logout menu item is chosen, before the page leaves', async () => {
    mockFetch({});
    await holdDecryptedReading();
    renderWithProviders(<MainMenu />);
    document.addEventListener('click', stayOnPage);
    await userEvent.click(screen.getByRole('link', { name: 'Logout' }));
    await expectForgotten();
  });

  it('forgets the decrypted readings after Start Over', async () => {
    mockFetch({ '/v1/encryption/start-over': { body: { success: true, deletedReadings: 1, deletedShares: 0 } } });
    await holdDecryptedReading();
    const onDone = vi.fn();
    renderWithProviders(<StartOverModal show onHide={() => {}} needsPassword={false} onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(`Type ${START_OVER_CONFIRMATION} to confirm`), START_OVER_CONFIRMATION);
    await userEvent.click(screen.getByRole('button', { name: 'Delete and start over' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    await expectForgotten();
  });

  it('forgets the decrypted readings when the encryption status says the key is locked', async () => {
    mockFetch({ '/v1/encryption/status': { body: { hasKey: true, unlocked: false, hint: null, cacheKey: null } } });
    await holdDecryptedReading();
    await queryClient.fetchQuery(encryptionStatusQuery);
    await expectForgotten();
  });

  it('forgets the cached readings when a call answers 403 locked', async () => {
    mockFetch({ '/v1/reading/get_reading_info/r2': { status: 403, body: { error: 'locked', message: 'Unlock your readings first.' } } });
    await holdDecryptedReading();
    await getReadingInfo('r2');
    await cacheSettled();
    setCacheKey('K'.repeat(43));
    await expect(readCached(INFO_URL)).resolves.toBeUndefined();
    expect(storage.dump()).not.toContain(INFO_URL);
  });
});
