import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canSaveReading } from '#common/api/readings.ts';
import { mockApi } from '#client/test/mock-api.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { ReadingActions } from './reading-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ReadingActions', () => {
  it('offers Save and Discard (which deletes) while the reading is not saved', async () => {
    mockApi([[canSaveReading, { canSave: true }]]);
    renderWithProviders(<ReadingActions readingId="r1" saved={false} onDiscarded={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New reading' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('once saved, says so and offers New reading and Close, whose dialog says the reading stays saved', async () => {
    const user = userEvent.setup();
    mockApi([]);
    renderWithProviders(<ReadingActions readingId="r1" saved onDiscarded={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved to My Readings');
    expect(screen.getByRole('link', { name: 'New reading' })).toHaveAttribute('href', '/app/main/reading');
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this reading?' });
    expect(dialog).toHaveTextContent('It stays saved in My Readings, where you can open it again.');
    expect(within(dialog).getByRole('button', { name: 'Close reading' })).toBeInTheDocument();
  });
});
