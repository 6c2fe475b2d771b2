import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
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
