import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateToast } from './update-toast.tsx';
import { dismissUpdate } from './update-state.ts';
import { watchForUpdates } from './watch-updates.ts';

/** Stands in for vite-plugin-pwa's registerSW: keeps its options, returns the switch. */
const plugin = { options: undefined as RegisterSWOptions | undefined, update: vi.fn((_reload?: boolean) => Promise.resolve()) };
const registerSW = (options: RegisterSWOptions) => {
  plugin.options = options;
  return plugin.update;
};

afterEach(() => {
  act(dismissUpdate);
  vi.useRealTimers();
});

describe('watchForUpdates', () => {
  it('registers at once (the page has loaded) and shows the toast when a new version waits; Reload makes it take over', async () => {
    watchForUpdates(registerSW);
    expect(plugin.options?.immediate).toBe(true);
    render(<UpdateToast />);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    act(() => plugin.options?.onNeedRefresh?.());
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(plugin.update).toHaveBeenCalledWith(true);
  });

  it('asks the server for a new version every hour while the tab stays open', () => {
    vi.useFakeTimers();
    const update = vi.fn(() => Promise.resolve());
    watchForUpdates(registerSW);
    plugin.options?.onRegisteredSW?.('/service-worker.js', { update } as unknown as ServiceWorkerRegistration);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(update).toHaveBeenCalledOnce();
  });
});
