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
    render(<OfflineIndicator />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    act(() => connection.set(false));
    expect(status).toHaveTextContent('Offline. You can read what’s already open; anything new waits, and Arcana reconnects by itself.');

    act(() => connection.set(true));
    expect(status).toHaveTextContent('Back online.');
    act(() => vi.advanceTimersByTime(4000));
    expect(status).toBeEmptyDOMElement();
  });
});
