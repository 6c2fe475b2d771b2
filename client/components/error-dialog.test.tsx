import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFlag, raiseErrorFlag } from '#client/lib/error-flag.ts';
import { ErrorDialog } from './error-dialog.tsx';

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('ErrorDialog', () => {
  it('stays hidden while the error flag is clear', () => {
    render(<ErrorDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the product’s message with a Reload button that reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<ErrorDialog />);
    act(() => errorFlag.set(true));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('An error occurred while processing your request. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('adds the server’s explanation of an outage under the product’s message, and forgets it once closed', async () => {
    render(<ErrorDialog />);
    act(() => raiseErrorFlag('Arcana cannot reach its database right now. Please try again in a few seconds.'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('An error occurred while processing your request. Please try again.');
    expect(dialog).toHaveTextContent('Arcana cannot reach its database right now. Please try again in a few seconds.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => raiseErrorFlag());
    expect(await screen.findByRole('dialog')).not.toHaveTextContent('cannot reach its database');
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Close', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a click outside', () => userEvent.click(document.querySelector('.modal')!)],
  ])('the dialog must always be dismissible: %s closes it and clears the flag', async (_way, dismiss) => {
    render(<ErrorDialog />);
    act(() => errorFlag.set(true));
    await screen.findByRole('dialog');
    await dismiss();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(errorFlag.get()).toBe(false);
  });
});
