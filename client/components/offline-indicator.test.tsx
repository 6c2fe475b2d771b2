import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection } from '#client/lib/network.ts';
import { OfflineIndicator } from './offline-indicator.tsx';

afterEach(() => {
  act(() => connection.set(true));
  vi.useRealTimers();
});

describe('OfflineIndicator', () => {
  it('says nothing online, says offline and what still works, then "Back online" for a moment', () => {
    vi.useFakeTimers();
    const { container } = render(<OfflineIndicator />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => connection.set(false));
    expect(screen.getByRole('status')).toHaveTextContent('Offline. You can read what’s already open; anything new waits, and Arcana reconnects by itself.');

    act(() => connection.set(true));
    expect(screen.getByRole('status')).toHaveTextContent('Back online.');
    act(() => vi.advanceTimersByTime(4000));
    expect(region).toBeEmptyDOMElement();
  });
});
