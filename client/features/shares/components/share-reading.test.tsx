import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShare, type ShareResult } from '#common/api/shares.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { ShareReading } from './share-reading.tsx';

const CREATED: ShareResult = {
  url: 'https://arcana.test/shared_reading/r1/link-key',
  title: 'The Turning Tide',
  description: 'A month of letting go.',
  id: 'share-1',
  expires: null,
};

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ShareReading readingId="r1" />, '/app/main/reading/result/active/-1');
  await user.click(screen.getByRole('button', { name: 'Share this reading' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Share this reading' }) };
}

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('Share this reading', () => {
  it('says what a link holder sees and offers 30 days by default', async () => {
    mockApi([]);
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Anyone with the link can see this reading’s question, cards and answers. They will not see who you are');
    expect(within(dialog).getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(within(dialog).getAllByRole('radio').map((choice) => choice.getAttribute('value'))).toEqual(['1', '7', '30', 'never']);
  });

  it('creates a link for the chosen time and offers it to copy', async () => {
    const api = mockApi([[createShare, CREATED]]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '7 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toHaveValue(CREATED.url);
    expect(within(dialog).getByText(/Never expires/)).toBeInTheDocument();
    // jsdom has no share sheet, so there is nothing to offer.
    expect(within(dialog).queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    expect(api.requests(createShare).map((request) => [request.params.readingId, request.query.get('expires')])).toEqual([['r1', '7']]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(CREATED.url);
    expect(within(dialog).getByText('The link is on your clipboard.')).toBeInTheDocument();
  });

  it('offers the device’s share sheet where the browser has one', async () => {
    mockApi([[createShare, CREATED]]);
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
      await user.click(await within(dialog).findByRole('button', { name: 'Share…' }));
      expect(share).toHaveBeenCalledWith({ title: CREATED.title, text: CREATED.description, url: CREATED.url });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('shows the same link when opened again instead of creating another', async () => {
    const api = mockApi([[createShare, CREATED]]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Share this reading' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(CREATED.url);
    expect(api.requests(createShare)).toHaveLength(1);
  });

  it('says why a link could not be created in the server’s words, without the Error dialog', async () => {
    const message = 'You have 50 active shared links, the most there can be. Delete one in Shared Readings to share another.';
    mockApi([[createShare, refusal(409, { error: 'too_many_shares', message })]]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
  });

  it('the share dialog reads its failure through refusalOf: an unexplained one says what is known, not a generic sentence', async () => {
    mockApi([[createShare, refusal(502, { error: '', message: '' })]]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Arcana answered with an error it did not explain (HTTP 502).')).toBeInTheDocument();
  });
});
