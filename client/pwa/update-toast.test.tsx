import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateToast } from './update-toast.tsx';
import { announceUpdate, dismissUpdate } from './update-state.ts';

const READY = 'A new version of Arcana is ready.';

afterEach(() => {
  act(dismissUpdate);
});

describe('UpdateToast', () => {
  it('shows nothing until a new version waits', () => {
    render(<UpdateToast />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces a waiting version in the status region; Reload switches to it', async () => {
    const apply = vi.fn(() => Promise.resolve());
    render(<UpdateToast />);
    act(() => announceUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent(READY);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('Later puts the new version off and hides the toast without switching', async () => {
    const apply = vi.fn(() => Promise.resolve());
    render(<UpdateToast />);
    act(() => announceUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('is reachable from the keyboard: Tab reaches Reload, then Later, and Enter chooses', async () => {
    const apply = vi.fn(() => Promise.resolve());
    render(<UpdateToast />);
    act(() => announceUpdate(apply));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });
});
