import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackedRequests } from '#client/lib/request-tracker.ts';
import { LOADING_APP, loadingLabel, LoadingOverlay, LoadingScreen } from './loading-overlay.tsx';

afterEach(() => {
  vi.useRealTimers();
  trackedRequests.set(0);
});

describe('loading overlay', () => {
  it('loading spinners say what is loading: the overlay names the page whose data loads', async () => {
    vi.useFakeTimers();
    render(<LoadingOverlay label={loadingLabel('My Readings')} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => trackedRequests.set(1));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('status')).toHaveTextContent('My Readings: loading…');
  });

  it('names the app itself on the first load, before any page is known', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_APP);
    expect(loadingLabel(null)).toBe(LOADING_APP);
  });
});
