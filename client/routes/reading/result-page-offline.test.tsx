import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReading } from '#client/test/reading-fixture.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { open, server } from './result-page-harness.tsx';

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

/** The device is offline: every call gets no answer, as the browser's fetch fails. */
const noAnswers = () => vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));

describe('a reading page the app holds nothing of, offline', () => {
  it.each([
    ['the active reading', 'active'],
    ['a reading by its id', 'reading-1'],
  ])('%s says it needs the connection, never that there is no reading, and opens once it answers', async (_, readingId) => {
    noAnswers();
    const user = userEvent.setup();
    const { queryByTestId } = open(readingId);
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs a connection to open. It opens by itself once you’re back online, or try again now.');
    expect(screen.queryByRole('heading', { name: 'We couldn’t open this reading' })).not.toBeInTheDocument();
    expect(queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);

    server(await buildReading());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Turning Tide' })).toBeInTheDocument();
  });
});
